import { conferencesApi, configsApi } from '@socials/api-client';
import type { AppStore } from '@socials/auth';
import type { Conference } from '@socials/domain';
import { hostName } from './site-root';
import { chooseSiteMode } from './site-mode';

/**
 * What SiteRoot asks for, with its own arguments: the config, then the conference of the request's
 * host (or the configured one). Null away from the conference host, or while no conference is
 * published for it: the browser renders those pages (the default site, "Coming soon").
 */
export async function loadSiteConference(store: AppStore, host: string): Promise<Conference | null> {
  const configs = await store.dispatch(configsApi.endpoints.getConfigs.initiate(undefined, { subscribe: false }));
  const configured = configs.data?.conference;
  if (chooseSiteMode(host, configured).kind !== 'conference') return null;
  const byDomain = await store.dispatch(conferencesApi.endpoints.listConferences.initiate({ domain: hostName(host) }, { subscribe: false }));
  const fromDomain = byDomain.data?.data[0];
  if (fromDomain) return fromDomain;
  if (!configured?.id) return null;
  const byId = await store.dispatch(conferencesApi.endpoints.getConference.initiate(configured.id, { subscribe: false }));
  return byId.data ?? null;
}
