import { conferencesApi, configsApi } from '@socials/api-client';
import type { AppStore } from '@socials/auth';
import type { Conference } from '@socials/domain';
import { hostName } from './site-root';
import { chooseSiteMode } from './site-mode';

/**
 * What SiteRoot asks for, with its own arguments: the config and the published conference whose
 * domain is the request's host, then on the configured conference host the configured one. Null
 * away from every conference's host, or while none is published for it: the browser renders those
 * pages (the default site, "Coming soon").
 */
export async function loadSiteConference(store: AppStore, host: string): Promise<Conference | null> {
  const domain = hostName(host);
  const [configs, byDomain] = await Promise.all([
    store.dispatch(configsApi.endpoints.getConfigs.initiate(undefined, { subscribe: false })),
    domain ? store.dispatch(conferencesApi.endpoints.listConferences.initiate({ domain }, { subscribe: false })) : null,
  ]);
  const fromDomain = byDomain?.data?.data[0] ?? null;
  if (chooseSiteMode(host, configs.data?.conference, fromDomain).kind !== 'conference') return null;
  if (fromDomain) return fromDomain;
  const configuredId = configs.data?.conference?.id;
  if (!configuredId) return null;
  const byId = await store.dispatch(conferencesApi.endpoints.getConference.initiate(configuredId, { subscribe: false }));
  return byId.data ?? null;
}
