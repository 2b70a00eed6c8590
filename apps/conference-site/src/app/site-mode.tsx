import { createContext, useContext } from 'react';
import { matchesConferenceHost, type Conference, type ConferenceConfig } from '@socials/domain';

/** The conference layout, with the conference's own data once found (null: none published for this site yet). */
export type SiteMode = { kind: 'conference'; config: ConferenceConfig; conference: Conference | null } | { kind: 'default' };

/** Spec 1: the conference layout when the request host is the configured conference host (www. ignored). */
export function chooseSiteMode(host: string, config: ConferenceConfig | null | undefined, conference: Conference | null = null): SiteMode {
  return config && matchesConferenceHost(host, config.host) ? { kind: 'conference', config, conference } : { kind: 'default' };
}

export const SiteModeContext = createContext<SiteMode>({ kind: 'default' });

export const useSiteMode = () => useContext(SiteModeContext);
