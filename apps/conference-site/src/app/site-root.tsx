import { useGetConfigsQuery } from '@socials/api-client';
import { describeApiError } from '@socials/domain';
import { AppFrame, Button, PageLoader } from '@socials/ui';
import { conferenceFrame, defaultFrame } from './frame';
import { chooseSiteMode, SiteModeContext } from './site-mode';

export interface SiteRootProps {
  /** The host name the page was requested on; tests pass their own. */
  host?: string;
}

/** Reads the config once, then frames every page as the conference's site or as the default one. */
export function SiteRoot({ host = window.location.host }: SiteRootProps) {
  const { data, error, isLoading, refetch } = useGetConfigsQuery();
  if (isLoading) return <PageLoader label="Loading the site…" />;

  if (error) {
    return (
      <AppFrame {...defaultFrame}>
        <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-3">
          <h1 className="text-2xl font-bold">The site could not load</h1>
          <p>{describeApiError(error)}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </AppFrame>
    );
  }

  const mode = chooseSiteMode(host, data?.conference);
  return (
    <SiteModeContext.Provider value={mode}>
      <AppFrame {...(mode.kind === 'conference' ? conferenceFrame(mode.conference) : defaultFrame)} />
    </SiteModeContext.Provider>
  );
}
