import sharp, { type Sharp } from 'sharp';

/** The longest side an uploaded image keeps. */
export const MAX_IMAGE_SIDE = 2000;
/** Larger pictures (decompression bombs) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface WebImage {
  bytes: Buffer;
  width: number;
  height: number;
}

function open(bytes: Buffer) {
  // rotate(): EXIF orientation applied to the pixels, since the EXIF itself is not kept.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

async function toWebp(image: Sharp): Promise<WebImage> {
  // sharp writes no metadata unless asked: EXIF (places, cameras), ICC and XMP are gone.
  const { data, info } = await image.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** An uploaded image as it is stored: upright, at most MAX_IMAGE_SIDE on its longest side, WebP, no metadata. Throws on bytes that are no image. */
export async function toWebImage(bytes: Buffer): Promise<WebImage> {
  return toWebp(open(bytes).resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true }));
}

/** A stored image scaled for a page: cropped to fill width × height when both are given, else scaled to the one given; never enlarged. */
export async function resizedImage(bytes: Buffer, size: { width?: number | undefined; height?: number | undefined }): Promise<WebImage> {
  const fit = size.width !== undefined && size.height !== undefined ? 'cover' : 'inside';
  return toWebp(open(bytes).resize({ width: size.width, height: size.height, fit, withoutEnlargement: true }));
}
