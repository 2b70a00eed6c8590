import { createContext, useContext } from 'react';
import { matchesConferenceHost, type Conference, type ConferenceConfig } from '@socials/domain';

/** The conference layout, with the conference's own data once found (null: none published for this site yet). */
export type SiteMode = { kind: 'conference'; config: ConferenceConfig; conference: Conference | null } | { kind: 'default' };

/**
 * Which conference the site looks up besides the one whose own domain is the request host: on the
 * configured conference host the configured one (CONFERENCE_ID); anywhere else (the site at
 * /conference/ on the platform's own address) the one a link names, else the configured one, else
 * the only published conference, if exactly one is.
 */
export type SiteLookup = { kind: 'ref'; ref: string } | { kind: 'only-published' } | { kind: 'none' };

export function siteLookup(host: string, config: ConferenceConfig | null | undefined, linkRef: string | null = null): SiteLookup {
  const onConfiguredHost = Boolean(config && matchesConferenceHost(host, config.host));
  const ref = onConfiguredHost ? config?.id : (linkRef ?? config?.id);
  if (ref) return { kind: 'ref', ref };
  return onConfiguredHost ? { kind: 'none' } : { kind: 'only-published' };
}

/**
 * The conference layout when the request host is the configured conference host, or the own domain
 * of the conference found for it (www. and the port ignored). Elsewhere, that is at /conference/ on
 * the platform's own address, the conference layout too when siteLookup names a conference or found
 * one: CONFERENCE_ID alone is enough to show its conference there. The default one otherwise.
 */
export function chooseSiteMode(
  host: string,
  config: ConferenceConfig | null | undefined,
  conference: Conference | null = null,
  linkRef: string | null = null,
): SiteMode {
  if (config && matchesConferenceHost(host, config.host)) return { kind: 'conference', config, conference };
  if (conference?.domain && matchesConferenceHost(host, conference.domain)) {
    return { kind: 'conference', config: { host: conference.domain, type: null, id: conference.id }, conference };
  }
  const lookup = siteLookup(host, config, linkRef);
  const ref = lookup.kind === 'ref' ? lookup.ref : null;
  if (ref || conference) return { kind: 'conference', config: { host: null, type: config?.type ?? null, id: conference?.id ?? ref }, conference };
  return { kind: 'default' };
}

export const SiteModeContext = createContext<SiteMode>({ kind: 'default' });

export const useSiteMode = () => useContext(SiteModeContext);
