import { createContext, useContext } from 'react';
import { sizedImageUrl, type ImageSize } from '@socials/domain';

const ServerRenderOrigin = createContext<string | null>(null);

/**
 * A server render has no window: it names the origin of the page it renders (the visitor's, so the
 * browser computes the same addresses when it hydrates).
 */
export const ServerRenderOriginProvider = ServerRenderOrigin.Provider;

/** Makes a path of this site a full address (calendar files, structured data and share links need one). */
export function useAbsoluteUrl(): (path: string) => string {
  const serverOrigin = useContext(ServerRenderOrigin);
  return (path) => new URL(path, serverOrigin ?? window.location.origin).href;
}

/** The image search engines get for a social without a splash image (apps/public-web/public). */
export const DEFAULT_SOCIAL_IMAGE_PATH = '/default-social.svg';

/** The address of a social's cover at the size shown (IMAGE_SIZES.socialCard, .socialCover), or the default banner. */
export function socialCoverSrc(splashImageUrl: string | null | undefined, size: ImageSize): string {
  return splashImageUrl ? sizedImageUrl(splashImageUrl, size) : DEFAULT_SOCIAL_IMAGE_PATH;
}

/** The image a link preview shows for a page without its own: previews take PNG, not SVG. */
export const DEFAULT_PREVIEW_IMAGE_PATH = '/default-social-card.png';
