import type { PageHead } from './page-head';

/** What the server hands a web app's server entry to render one page for an anonymous visitor. */
export interface ServerRenderRequest {
  /** The path and query asked for, e.g. "/socials/demo-night?ref=x". */
  url: string;
  /** The origin the visitor's browser is on: what the page computes from window.location there. */
  origin: string;
  /** The site's public address, for canonical and preview links. */
  publicUrl: string;
  /** Calls the API as an anonymous visitor (in the same process), e.g. fetchApi(new Request(`${origin}/api/cities`)). */
  fetchApi: (request: Request) => Promise<Response>;
}

/**
 * A server render's outcome. `page`: markup for #root, the store state the browser hydrates with,
 * and the head. `shell`: no markup (the API would not show an anonymous visitor this page, or
 * answers nothing for it): the plain page with its generic head, and the status to answer with.
 */
export type ServerRenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      head: PageHead;
      state: Record<string, unknown>;
      /** The page's lazy modules, as the app's build manifest names them (e.g. src/app/social-route.tsx): the HTML preloads them and their imports. */
      preload?: string[];
    }
  | { kind: 'shell'; status: number };

/** A server entry's render: null when the path is not one of its server-rendered routes. */
export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;

/** The element a server-rendered page carries its store state in, read back before hydration. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';
