import { Outlet } from 'react-router-dom';
import { useGetConfigsQuery } from '@socials/api-client';
import { describeApiError } from '@socials/domain';
import { Button, PageLoader, Toaster } from '@socials/ui';
import { ConferenceLayout } from '../features/conference/conference-layout';
import { DefaultLayout } from '../features/default-site/default-layout';
import { chooseSiteMode, SiteModeContext } from './site-mode';

export interface SiteRootProps {
  /** The host name the page was requested on; tests pass their own. */
  host?: string;
}

/** Reads the config once, then wraps every page in the conference or the default layout. */
export function SiteRoot({ host = window.location.host }: SiteRootProps) {
  const { data, error, isLoading, refetch } = useGetConfigsQuery();
  if (isLoading) return <PageLoader label="Loading the site…" />;

  if (error) {
    return (
      <DefaultLayout>
        <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-3">
          <h1 className="text-2xl font-bold">The site could not load</h1>
          <p>{describeApiError(error)}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </DefaultLayout>
    );
  }

  const mode = chooseSiteMode(host, data?.conference);
  return (
    <SiteModeContext.Provider value={mode}>
      {mode.kind === 'conference' ? (
        <ConferenceLayout conference={mode.conference}>
          <Outlet />
        </ConferenceLayout>
      ) : (
        <DefaultLayout>
          <Outlet />
        </DefaultLayout>
      )}
      <Toaster />
    </SiteModeContext.Provider>
  );
}
