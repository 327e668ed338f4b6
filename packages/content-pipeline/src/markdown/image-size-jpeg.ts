import { asciiAt, headerView, ImageHeaderError, type ImageSize } from './image-header.js';

const TIFF_LITTLE_ENDIAN = 0x4949; // "II"
const TIFF_BIG_ENDIAN = 0x4d4d; // "MM"
const ORIENTATION_TAG = 0x0112;

/** Start-of-frame markers carry the size: C0–CF, except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, without a length: TEM, RST0–7 and SOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * Whether the EXIF orientation (IFD0 tag 0x0112) is 5–8: a quarter turn, which browsers apply,
 * so the shown width is the stored height. A malformed EXIF block counts as no orientation, as in
 * browsers.
 */
function exifTurnsQuarter(view: DataView, tiff: number, segmentEnd: number): boolean {
  const end = Math.min(segmentEnd, view.byteLength);
  if (tiff + 8 > end) return false;
  const order = view.getUint16(tiff);
  if (order !== TIFF_LITTLE_ENDIAN && order !== TIFF_BIG_ENDIAN) return false;
  const little = order === TIFF_LITTLE_ENDIAN;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return false;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return false;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    const orientation = view.getUint16(entry + 8, little);
    return orientation >= 5 && orientation <= 8;
  }
  return false;
}

/** Walks the JPEG segments up to the first start-of-frame, noting the EXIF orientation on the way. */
export function jpegSize(bytes: Uint8Array): ImageSize {
  const view = headerView(bytes, 4, 'JPEG');
  let turned = false;
  let at = 2;
  while (at + 4 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) throw new ImageHeaderError(`the JPEG file has no segment marker at byte ${at}`);
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image, or image data: no frame header came first
    const length = view.getUint16(at + 2);
    if (length < 2) throw new ImageHeaderError(`the JPEG segment at byte ${at} has an invalid length ${length}`);
    if (marker === 0xe1 && asciiAt(bytes, at + 4, 6) === 'Exif\0\0') turned = exifTurnsQuarter(view, at + 10, at + 2 + length);
    if (isStartOfFrame(marker)) {
      if (at + 9 > view.byteLength) break;
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return turned ? { width: height, height: width } : { width, height };
    }
    at += 2 + length;
  }
  throw new ImageHeaderError('the JPEG file has no frame header (SOF marker) before its image data');
}
