import { conferencesApi, configsApi } from '@socials/api-client';
import type { AppStore } from '@socials/auth';
import type { Conference } from '@socials/domain';
import { hostName } from './site-root';
import { siteLookup } from './site-mode';

/**
 * What SiteRoot asks for, with its own arguments: the config and the published conference whose
 * domain is the request's host, then the one siteLookup names (the configured one, the one the
 * link names, or the only published one). Null away from every conference, or while none is
 * published for it: the browser renders those pages (the default site, "Coming soon").
 */
export async function loadSiteConference(store: AppStore, host: string, linkRef: string | null = null): Promise<Conference | null> {
  const domain = hostName(host);
  const [configs, byDomain] = await Promise.all([
    store.dispatch(configsApi.endpoints.getConfigs.initiate(undefined, { subscribe: false })),
    domain ? store.dispatch(conferencesApi.endpoints.listConferences.initiate({ domain }, { subscribe: false })) : null,
  ]);
  const config = configs.data?.conference;
  const fromDomain = byDomain?.data?.data[0] ?? null;
  if (fromDomain) return fromDomain;
  const lookup = siteLookup(host, config, linkRef);
  if (lookup.kind === 'ref') return (await store.dispatch(conferencesApi.endpoints.getConference.initiate(lookup.ref, { subscribe: false }))).data ?? null;
  if (lookup.kind === 'none') return null;
  const published = await store.dispatch(conferencesApi.endpoints.listConferences.initiate(undefined, { subscribe: false }));
  return published.data?.data.length === 1 ? (published.data.data[0] ?? null) : null;
}
