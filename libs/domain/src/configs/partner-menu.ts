/**
 * Partner communities: three community keys whose visitors see the partner's own menu
 * instead of the main one. penn2012 and ycp show the partner's website (opening in a new tab) and
 * Contact; yp2022 shows only Contact. Staff set each website in the partnerMenus settings; a
 * partner without a website address shows only Contact. Plain data, no zod: the header of every
 * page reads it.
 */
import { isWebUrl } from '../text/web-url';

export const PARTNER_KEYS = ['penn2012', 'ycp', 'yp2022'] as const;
export type PartnerKey = (typeof PARTNER_KEYS)[number];

/** One partner's menu settings: its website's link text and address ('' for none). */
export interface PartnerMenuSettings {
  websiteLabel: string;
  websiteUrl: string;
}

export type PartnerMenus = Record<PartnerKey, PartnerMenuSettings>;

/** Until staff change them. */
export const PARTNER_MENU_DEFAULTS: PartnerMenus = {
  penn2012: { websiteLabel: 'Penn 2012', websiteUrl: 'https://penn2012.example.org/' },
  ycp: { websiteLabel: 'YCP', websiteUrl: 'https://ycp.example.org/' },
  yp2022: { websiteLabel: '', websiteUrl: '' },
};

export type PartnerMenuEntry = { kind: 'website'; label: string; url: string } | { kind: 'contact'; label: 'Contact' };

export function isPartnerKey(key: string | null | undefined): key is PartnerKey {
  return (PARTNER_KEYS as readonly (string | null | undefined)[]).includes(key);
}

/** The menu a visitor of this community sees, or null for the main menu (no key, or one that is not a partner's). */
export function partnerMenuFor(key: string | null | undefined, config: PartnerMenus): PartnerMenuEntry[] | null {
  if (!isPartnerKey(key)) return null;
  const { websiteLabel, websiteUrl } = config[key];
  const contact: PartnerMenuEntry = { kind: 'contact', label: 'Contact' };
  return websiteUrl ? [{ kind: 'website', label: websiteLabel, url: websiteUrl }, contact] : [contact];
}

/** Only web addresses: a javascript: or data: link in the header would run on every page. */
export function isWebsiteUrl(url: string): boolean {
  return isWebUrl(url);
}
