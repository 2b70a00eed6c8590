import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';

const PageTitleContext = createContext<((title: string | null) => void) | null>(null);

/** The title of the deepest matched route of the table (createAppRoutes puts it in the route's handle). */
export function useRouteTitle(): string | null {
  const matches = useMatches();
  for (const { handle } of [...matches].reverse()) {
    const title = (handle as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string') return title;
  }
  return null;
}

export interface DocumentTitleProps {
  /** Follows every title ("Guests · Socials host portal"); alone, on a page without a title or named like the app. */
  appName: string;
  children: ReactNode;
}

/** Names the browser tab after the page: its own title (useDocumentTitle) when it gives one, else its route's. */
export function DocumentTitle({ appName, children }: DocumentTitleProps) {
  const routeTitle = useRouteTitle();
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const title = pageTitle ?? routeTitle;
  useEffect(() => {
    // Set on every page, titled or not, so the tab never keeps the last page's name; a page named
    // like the app gets the name once.
    document.title = !title || title === appName ? appName : `${title} · ${appName}`;
  }, [appName, title]);
  return <PageTitleContext.Provider value={setPageTitle}>{children}</PageTitleContext.Provider>;
}

/** A page's own title for the browser tab (a social's name, say); null while it is not known yet. */
export function useDocumentTitle(title: string | null) {
  const setPageTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!setPageTitle) return;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [setPageTitle, title]);
}
