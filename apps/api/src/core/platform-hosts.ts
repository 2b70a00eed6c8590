import { siteHostName } from '@socials/domain';
import type { Config } from './config';

/**
 * The host names the platform itself answers on, as a request's host is matched (no port, no
 * www.): the site's own address (PUBLIC_URL) and the public address of uploads. None of them is
 * ever a conference's own domain, and none of them ever gets a conference's site.
 */
export function platformHostNames(config: Pick<Config, 'publicUrl' | 'storage'>): string[] {
  const addresses = [config.publicUrl, config.storage.s3?.publicUrl];
  return [...new Set(addresses.flatMap((address) => (address ? [siteHostName(address)] : [])).filter(Boolean))];
}

/** The host names a conference's domain may not be: the platform's own, and CONFERENCE_HOST when it belongs to another conference. */
export interface ReservedHosts {
  platform: readonly string[];
  /** CONFERENCE_HOST with the conference CONFERENCE_ID names (its id or slug), when both are set. */
  configuredConference: { host: string; ref: string } | null;
}

export function reservedHostNames(config: Pick<Config, 'publicUrl' | 'storage' | 'conferenceHost' | 'conferenceId'>): ReservedHosts {
  const { conferenceHost, conferenceId } = config;
  return {
    platform: platformHostNames(config),
    configuredConference: conferenceHost && conferenceId ? { host: siteHostName(conferenceHost), ref: conferenceId } : null,
  };
}
