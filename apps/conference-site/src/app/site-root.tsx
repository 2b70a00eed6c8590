import { useGetConferenceQuery, useGetConfigsQuery, useListConferencesQuery } from '@socials/api-client';
import { conferenceRefOfSiteLink, describeApiError, siteHostName, type Conference, type ConferenceConfig } from '@socials/domain';
import { AppFrame, Button, PageLoader } from '@socials/ui';
import { createContext, useContext, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { conferenceFrame, defaultFrame } from './frame';
import { chooseSiteMode, siteLookup, SiteModeContext, useSiteMode } from './site-mode';

export interface SiteRootProps {
  /** The host name the page was requested on; tests pass their own. */
  host?: string;
}

const RequestHost = createContext<string | null>(null);

/** A server render has no window: it names the host the page was requested on (the browser reads window.location.host). */
export const RequestHostProvider = RequestHost.Provider;

/** The host name a conference is looked up by (its `domain`): no port, no leading www. */
export const hostName = siteHostName;

/**
 * The conference this site shows: the published one whose own domain is the request's host (on
 * any host), else the one siteLookup names (by id or slug, or the only published one), once the
 * config is read (`configRead`).
 */
function useSiteConference(host: string, configRead: boolean, config: ConferenceConfig | null | undefined, linkRef: string | null) {
  const domain = hostName(host);
  const byDomain = useListConferencesQuery({ domain }, { skip: !domain });
  const fromDomain = byDomain.data?.data[0];
  const lookup = siteLookup(host, config, linkRef);
  const settled = !configRead || byDomain.isLoading || Boolean(fromDomain);
  const byRef = useGetConferenceQuery(lookup.kind === 'ref' ? lookup.ref : '', { skip: lookup.kind !== 'ref' || settled });
  const published = useListConferencesQuery(undefined, { skip: lookup.kind !== 'only-published' || settled });
  const onlyPublished = published.data?.data.length === 1 ? published.data.data[0] : undefined;
  return { conference: fromDomain ?? byRef.data ?? onlyPublished ?? null, isLoading: byDomain.isLoading || byRef.isLoading || published.isLoading };
}

/**
 * The conference a link to the site names (?conference=), read when the site opens and kept while
 * its visitor moves between its pages (their links do not carry it).
 */
function useLinkRef(): string | null {
  const { search } = useLocation();
  const [linkRef] = useState(() => conferenceRefOfSiteLink(search));
  return linkRef;
}

/** The conference's colours as CSS variables: its pages are styled from its data, not from the build. */
export function brandingStyle(conference: Conference | null): CSSProperties | undefined {
  if (!conference) return undefined;
  return { '--conference-primary': conference.branding.primaryColor, '--conference-accent': conference.branding.accentColor } as CSSProperties;
}

/** Reads the config and the site's conference once, then gives every page the site's mode (SiteShell frames them). */
export function SiteRoot(props: SiteRootProps) {
  const requestHost = useContext(RequestHost);
  const host = props.host ?? requestHost ?? window.location.host;
  const { data, error, isLoading, refetch } = useGetConfigsQuery();
  const linkRef = useLinkRef();
  const site = useSiteConference(host, Boolean(data), data?.conference, linkRef);
  if (isLoading || site.isLoading) return <PageLoader label="Loading the site…" />;

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

  const mode = chooseSiteMode(host, data?.conference, site.conference, linkRef);
  return (
    <SiteModeContext.Provider value={mode}>
      <Outlet />
    </SiteModeContext.Provider>
  );
}

/** The frame of the site's pages: the conference's own (its name, menu and colours), or the default one. */
export function SiteShell() {
  const mode = useSiteMode();
  return (
    <div style={mode.kind === 'conference' ? brandingStyle(mode.conference) : undefined} className="contents">
      <AppFrame {...(mode.kind === 'conference' ? conferenceFrame(mode.config, mode.conference) : defaultFrame)} />
    </div>
  );
}
