import { createContext, useContext } from 'react';
import { matchesConferenceHost, type Conference, type ConferenceConfig } from '@socials/domain';

/** The conference layout, with the conference's own data once found (null: none published for this site yet). */
export type SiteMode = { kind: 'conference'; config: ConferenceConfig; conference: Conference | null } | { kind: 'default' };

/**
 * The conference layout when the request host is the configured conference host, or the
 * own domain of the conference found for it (www. and the port ignored); the default one elsewhere.
 */
export function chooseSiteMode(host: string, config: ConferenceConfig | null | undefined, conference: Conference | null = null): SiteMode {
  if (config && matchesConferenceHost(host, config.host)) return { kind: 'conference', config, conference };
  if (conference?.domain && matchesConferenceHost(host, conference.domain)) {
    return { kind: 'conference', config: { host: conference.domain, type: null, id: conference.id }, conference };
  }
  return { kind: 'default' };
}

export const SiteModeContext = createContext<SiteMode>({ kind: 'default' });

export const useSiteMode = () => useContext(SiteModeContext);
