import fs from 'node:fs';
import path from 'node:path';
import { ImageHeaderError, parseImageSize } from './image-size.js';

/** Headers written by hand from each format's specification: only the bytes the parser reads. */
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const le16 = (n: number) => [n & 0xff, n >> 8];
const be16 = (n: number) => [n >> 8, n & 0xff];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];

const png = (width: number, height: number) => bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(width), be32(height), [8, 6, 0, 0, 0]);
const gif = (width: number, height: number) => bytes('GIF89a', le16(width), le16(height), [0, 0, 0]);
const riff = (chunk: string, data: number[]) => bytes('RIFF', be32(0), 'WEBP', chunk, [data.length, 0, 0, 0], data);
const webpLossy = (width: number, height: number) => riff('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);
const webpLossless = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0]);
};
const webpExtended = (width: number, height: number) => riff('VP8X', [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);

/** A JPEG segment: marker, then a length that counts itself. */
const segment = (marker: number, data: number[]) => [0xff, marker, ...be16(data.length + 2), ...data];
const frame = (marker: number, width: number, height: number) => segment(marker, [8, ...be16(height), ...be16(width), 3, 1, 0x22, 0]);
const exif = (orientation: number, order: 'II' | 'MM') => {
  const u16 = order === 'II' ? le16 : be16;
  const u32 = (n: number) => (order === 'II' ? [...be32(n)].reverse() : be32(n));
  // TIFF header, then IFD0 with one other tag before the orientation, as cameras write them.
  const tiff = [...bytes(order), ...u16(42), ...u32(8), ...u16(2), ...u16(0x010f), ...u16(2), ...u32(4), ...bytes('Cam\0'), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0];
  return segment(0xe1, [...bytes('Exif\0\0'), ...tiff]);
};
const jpeg = (...segments: number[][]) => bytes([0xff, 0xd8], ...segments, [0xff, 0xda, 0, 2]);
const jfif = segment(0xe0, [...bytes('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);

const svg = (text: string) => new TextEncoder().encode(text);

describe('parseImageSize', () => {
  it('reads PNG, GIF and each kind of WebP', () => {
    expect(parseImageSize(png(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(parseImageSize(gif(300, 45))).toEqual({ width: 300, height: 45 });
    expect(parseImageSize(webpLossy(1024, 768))).toEqual({ width: 1024, height: 768 });
    expect(parseImageSize(webpLossless(16383, 2))).toEqual({ width: 16383, height: 2 });
    expect(parseImageSize(webpExtended(20000, 300))).toEqual({ width: 20000, height: 300 });
  });

  it('ignores the upscaling bits of a lossy WebP', () => {
    const scaled = webpLossy(640, 480);
    scaled[27] = scaled[27]! | 0xc0;
    expect(parseImageSize(scaled)).toEqual({ width: 640, height: 480 });
  });

  it('finds the JPEG frame header after other segments, for baseline, progressive and other SOF markers', () => {
    expect(parseImageSize(jpeg(jfif, segment(0xdb, new Array(65).fill(1)), frame(0xc0, 800, 600)))).toEqual({ width: 800, height: 600 });
    expect(parseImageSize(jpeg(jfif, frame(0xc2, 4032, 3024)))).toEqual({ width: 4032, height: 3024 });
    expect(parseImageSize(jpeg(frame(0xc9, 10, 20)))).toEqual({ width: 10, height: 20 });
    // DHT (C4) sits in the SOF range but is not a frame header; fill bytes may precede a marker.
    expect(parseImageSize(jpeg(segment(0xc4, [0, 1, 2]), [0xff], frame(0xc1, 33, 44)))).toEqual({ width: 33, height: 44 });
  });

  it('swaps a JPEG width and height when its EXIF orientation turns it a quarter, as browsers do', () => {
    expect(parseImageSize(jpeg(exif(6, 'MM'), frame(0xc0, 4032, 3024)))).toEqual({ width: 3024, height: 4032 });
    expect(parseImageSize(jpeg(exif(8, 'II'), frame(0xc0, 4032, 3024)))).toEqual({ width: 3024, height: 4032 });
    expect(parseImageSize(jpeg(exif(3, 'II'), frame(0xc0, 4032, 3024)))).toEqual({ width: 4032, height: 3024 });
  });

  it('reads an SVG size from width and height, else the viewBox, in CSS pixels', () => {
    expect(parseImageSize(svg('<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 10 10"/>'))).toEqual({ width: 960, height: 600 });
    expect(parseImageSize(svg('\uFEFF<?xml version="1.0"?>\n<!-- <svg width="1" height="1"> -->\n<svg viewBox="0,0,48,32">'))).toEqual({ width: 48, height: 32 });
    expect(parseImageSize(svg("<svg width='12pt' height='1in'>"))).toEqual({ width: 16, height: 96 });
    expect(parseImageSize(svg('<svg width="120px" viewBox="0 0 40 30">'))).toEqual({ width: 120, height: 90 });
    expect(parseImageSize(svg('<svg width="100%" height="60" viewBox="0 0 40 30">'))).toEqual({ width: 80, height: 60 });
    expect(parseImageSize(svg('<svg width="33.4" height="10.6">'))).toEqual({ width: 33, height: 11 });
  });

  it('gives no size for an SVG that declares none, or only a relative one, and for other formats', () => {
    expect(parseImageSize(svg('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(parseImageSize(svg('<svg width="100%" height="100%">'))).toBeUndefined();
    expect(parseImageSize(svg('<svg width="50">'))).toBeUndefined();
    expect(parseImageSize(svg('<html><body>not an image</body></html>'))).toBeUndefined();
    expect(parseImageSize(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]))).toBeUndefined();
    expect(parseImageSize(new Uint8Array())).toBeUndefined();
  });

  it('rejects a header that is cut short or broken', () => {
    expect(() => parseImageSize(png(10, 10).subarray(0, 20))).toThrow(new ImageHeaderError('the PNG header is cut short (20 bytes)'));
    expect(() => parseImageSize(png(0, 10))).toThrow(/gives a size of 0×10/);
    expect(() => parseImageSize(jpeg(jfif))).toThrow(/no frame header \(SOF marker\)/);
    expect(() => parseImageSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toThrow(/invalid length 0/);
    expect(() => parseImageSize(riff('VP8 ', [0x10, 0x02, 0x00, 0, 0, 0, 1, 0, 1, 0]))).toThrow(/no start code/);
    expect(() => parseImageSize(riff('ALPH', new Array(10).fill(0)))).toThrow(/unknown chunk "ALPH"/);
  });

  it('agrees with real encoders and with Chromium on the fixture images', () => {
    const read = (name: string) => parseImageSize(fs.readFileSync(path.join(import.meta.dirname, '__fixtures__', 'public', 'img', name)));
    // Sizes as Chromium reports them (naturalWidth × naturalHeight) for these files.
    expect(read('screenshots/timeline.png')).toEqual({ width: 360, height: 240 });
    expect(read('photos/portrait.jpg')).toEqual({ width: 32, height: 48 });
    expect(read('features/sharing.webp')).toEqual({ width: 1280, height: 800 });
    expect(read('icons/spinner.gif')).toEqual({ width: 20, height: 10 });
  });
});
