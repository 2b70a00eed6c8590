import type { Params } from 'react-router-dom';
import type { AppStore } from '@socials/auth';
import type { PageHead } from '@socials/domain';
import { DEFAULT_PREVIEW_IMAGE_PATH } from './absolute-url';

export const SITE_NAME = 'Socials';
const SITE_DESCRIPTION = 'Socials is where communities host dinners, meetups and conferences. Find one near you, RSVP in a click, or host your own.';

export interface PageLoadContext {
  /** A store of this render alone: what the loader fetches into it is what the page renders and the browser hydrates with. */
  store: AppStore;
  params: Params;
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
}

/** A loader's answer: render the page with this head and status, or serve the plain page (what the API would show is nothing more). */
export type LoadedPage = { kind: 'page'; status: number; head: PageHead } | { kind: 'shell'; status: number };

/** A page the server renders for anonymous visitors: its path pattern (as in routes.ts) and what it loads first. */
export interface ServerRenderedRoute {
  path: string;
  /** The page's lazy module (what its route in routes.ts imports), as the build manifest names it: the HTML preloads it and its imports. */
  module: string;
  load: (context: PageLoadContext) => Promise<LoadedPage>;
}

/** The head of a page of this site: its title as the browser tab shows it, and the site's defaults for the rest. */
export function pageHead(
  publicUrl: string,
  path: string,
  page: { title?: string; description?: string; imageUrl?: string | null; type?: PageHead['type'] },
): PageHead {
  return {
    title: page.title ? `${page.title} · ${SITE_NAME}` : `${SITE_NAME}: community events`,
    description: page.description || SITE_DESCRIPTION,
    url: new URL(path, publicUrl).href,
    imageUrl: new URL(page.imageUrl || DEFAULT_PREVIEW_IMAGE_PATH, publicUrl).href,
    type: page.type ?? 'website',
    siteName: SITE_NAME,
  };
}

/** The plain page for a call the API refused: 404 where it says not found, else the usual 200 (the page tells the rest once it runs). */
export function shellFor(error: unknown): LoadedPage {
  const status = typeof error === 'object' && error !== null && 'status' in error && error.status === 404 ? 404 : 200;
  return { kind: 'shell', status };
}
