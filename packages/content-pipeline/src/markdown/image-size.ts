import { asciiAt, bytesAt, headerView, ImageHeaderError, type ImageSize } from './image-header.js';
import { jpegSize } from './image-size-jpeg.js';
import { svgSize } from './image-size-svg.js';

export { ImageHeaderError, type ImageSize } from './image-header.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array): ImageSize {
  const view = headerView(bytes, 24, 'PNG');
  if (asciiAt(bytes, 12, 4) !== 'IHDR') throw new ImageHeaderError('the PNG file does not start with an IHDR chunk');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function gifSize(bytes: Uint8Array): ImageSize {
  const view = headerView(bytes, 10, 'GIF');
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

/** WebP: a RIFF container whose first chunk is lossy `VP8 `, lossless `VP8L` or extended `VP8X`. */
function webpSize(bytes: Uint8Array): ImageSize {
  const chunk = asciiAt(bytes, 12, 4);
  // Each chunk's size fields end by byte 30; the lossless header is shorter.
  const view = headerView(bytes, chunk === 'VP8L' ? 25 : 30, 'WebP');
  if (chunk === 'VP8X') {
    // Canvas width and height minus one, 24-bit little-endian each.
    const uint24 = (at: number) => view.getUint16(at, true) + (view.getUint8(at + 2) << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  if (chunk === 'VP8L') {
    if (view.getUint8(20) !== 0x2f) throw new ImageHeaderError('the lossless WebP bitstream has no signature byte');
    // 14 bits width minus one, then 14 bits height minus one, least significant bit first.
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (!bytesAt(bytes, [0x9d, 0x01, 0x2a], 23)) throw new ImageHeaderError('the lossy WebP frame has no start code');
    // The top two bits of each dimension are the upscaling hint, not part of the size.
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  throw new ImageHeaderError(`the WebP file starts with an unknown chunk "${chunk}"`);
}

/**
 * Reads an image's intrinsic size from its header: PNG, JPEG (honouring the EXIF orientation that
 * browsers apply), GIF, WebP and SVG (width/height, else viewBox). Returns `undefined` for other
 * formats and for an SVG that declares no size; throws `ImageHeaderError` when the file starts like
 * one of these formats but its header is broken. Pure: bytes in, size out.
 */
export function parseImageSize(bytes: Uint8Array): ImageSize | undefined {
  let size: ImageSize | undefined;
  if (bytesAt(bytes, PNG_SIGNATURE)) size = pngSize(bytes);
  else if (bytesAt(bytes, [0xff, 0xd8, 0xff])) size = jpegSize(bytes);
  else if (asciiAt(bytes, 0, 6) === 'GIF87a' || asciiAt(bytes, 0, 6) === 'GIF89a') size = gifSize(bytes);
  else if (asciiAt(bytes, 0, 4) === 'RIFF' && asciiAt(bytes, 8, 4) === 'WEBP') size = webpSize(bytes);
  else return svgSize(bytes);
  if (size.width === 0 || size.height === 0) throw new ImageHeaderError(`the header gives a size of ${size.width}×${size.height}`);
  return size;
}
