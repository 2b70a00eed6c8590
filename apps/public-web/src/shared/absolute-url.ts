/** A path of this site as a full address (calendar files, structured data and share links need one). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** Spec 3: the image search engines get for a social without a splash image (apps/public-web/public). */
export const DEFAULT_SOCIAL_IMAGE_PATH = '/default-social.svg';
