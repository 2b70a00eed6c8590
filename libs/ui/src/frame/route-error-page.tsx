import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '../button/button';
import { PageLoader } from '../spinner/page-loader';
import { claimChunkReload, isChunkLoadError, pageReload } from './chunk-reload';
import { SECONDARY_BUTTON_LINK } from './link-styles';

export interface RouteErrorPageProps {
  /** Set on the router's root, where no shell (and no <main>) is around the page. */
  standalone?: boolean;
}

function describe(error: unknown, chunk: boolean): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Page not found', text: 'There is nothing at this address. It may have moved, or the link may be wrong.' };
  }
  if (chunk) {
    return {
      title: 'This page could not load',
      text: 'Socials was updated or the connection dropped while the page was loading. Reload to get the latest version.',
    };
  }
  return { title: 'Something went wrong', text: 'An unexpected error stopped this page. Reloading usually helps; if not, start again from the home page.' };
}

/**
 * The router's errorElement. When the page's code is missing after a deployment, it reloads once
 * by itself (see claimChunkReload); otherwise it says what happened and offers a way on.
 */
export function RouteErrorPage({ standalone = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunk);

  useEffect(() => {
    if (!chunk) return;
    if (claimChunkReload()) pageReload.reload();
    else setReloading(false);
  }, [chunk]);

  if (reloading) return <PageLoader label="Loading the latest version…" />;

  const { title, text } = describe(error, chunk);
  const content = (
    <section aria-labelledby="route-error-title" className="flex max-w-xl flex-col items-start gap-4">
      <h1 id="route-error-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="text-fg-muted">{text}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => pageReload.reload()}>Reload</Button>
        <Link to="/" className={SECONDARY_BUTTON_LINK}>
          Go home
        </Link>
      </div>
    </section>
  );
  if (!standalone) return content;
  return (
    <main id="main" className="min-h-screen bg-canvas px-4 py-16 text-fg">
      <div className="mx-auto max-w-xl">{content}</div>
    </main>
  );
}
