import { createContext, useContext } from 'react';
import { matchesConferenceHost, type ConferenceConfig } from '@socials/domain';

export type SiteMode = { kind: 'conference'; conference: ConferenceConfig } | { kind: 'default' };

/** Spec 1: the conference layout when the request host is the configured conference host (www. ignored). */
export function chooseSiteMode(host: string, conference: ConferenceConfig | null | undefined): SiteMode {
  return conference && matchesConferenceHost(host, conference.host) ? { kind: 'conference', conference } : { kind: 'default' };
}

export const SiteModeContext = createContext<SiteMode>({ kind: 'default' });

export const useSiteMode = () => useContext(SiteModeContext);
