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
