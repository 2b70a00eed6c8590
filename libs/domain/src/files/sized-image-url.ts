export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Every box the image-resize call makes (width × height, cropped to fill): the sizes the apps show
 * our uploads at, avatars at twice their shown size (sharp on high-density screens). Any other size
 * asked for is served at the nearest of these at or above it, so each image has a few sizes at most.
 */
export const IMAGE_SIZES = {
  avatarSm: { width: 48, height: 48 },
  avatarMd: { width: 64, height: 64 },
  avatarLg: { width: 128, height: 128 },
  avatarXl: { width: 192, height: 192 },
  socialCard: { width: 640, height: 320 },
  socialCover: { width: 1200, height: 600 },
} as const satisfies Record<string, ImageSize>;

const BOXES: readonly ImageSize[] = Object.values(IMAGE_SIZES).sort((a, b) => a.width - b.width);

/** The smallest of `sides` at or above `wanted`, else the largest. */
function sideAtOrAbove(sides: readonly number[], wanted: number): number {
  const sorted = [...new Set(sides)].sort((a, b) => a - b);
  return sorted.find((side) => side >= wanted) ?? sorted.at(-1)!;
}

/**
 * The size the image-resize call makes for the one asked for: a box of IMAGE_SIZES of the nearest
 * shape, the smallest that covers it (else the largest of that shape); one side alone snaps to the
 * same side of a box at or above it.
 */
export function snapImageSize(size: { width?: number | undefined; height?: number | undefined }): { width?: number; height?: number } {
  const { width, height } = size;
  if (width !== undefined && height !== undefined) {
    const misfit = (box: ImageSize) => Math.abs(Math.log(box.width / box.height / (width / height)));
    const nearest = Math.min(...BOXES.map(misfit));
    const shaped = BOXES.filter((box) => misfit(box) === nearest);
    const box = shaped.find((candidate) => candidate.width >= width && candidate.height >= height) ?? shaped.at(-1)!;
    return { width: box.width, height: box.height };
  }
  if (width !== undefined)
    return {
      width: sideAtOrAbove(
        BOXES.map((box) => box.width),
        width,
      ),
    };
  if (height !== undefined)
    return {
      height: sideAtOrAbove(
        BOXES.map((box) => box.height),
        height,
      ),
    };
  return {};
}

/** Paths our uploads are read from (files.routes.ts): only these can be resized by the API. */
const OWN_UPLOAD = /\/api\/(files\/public|public-files)\/[a-z_]+\/[0-9a-f]+-\d+\.webp$/;

/**
 * Where a page loads an image at the size it shows it: our own uploads through the image-resize
 * call (width × height, cropped to fill), anything else (a demo picture elsewhere) as it is.
 */
export function sizedImageUrl(url: string, size: { width?: number; height?: number }): string {
  if (!OWN_UPLOAD.test(url)) return url;
  const params = new URLSearchParams({ url });
  if (size.width !== undefined) params.set('width', String(size.width));
  if (size.height !== undefined) params.set('height', String(size.height));
  const apiRoot = url.slice(0, url.indexOf('/api/') + '/api'.length);
  return `${apiRoot}/images/resize?${params.toString()}`;
}

/** One or two letters for a default avatar: "Ada Lovelace" → "AL", "ada" → "A", nothing → "?". */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join('') || '?';
}
