import { Link } from 'react-router-dom';
import { useGetMeQuery } from '@socials/api-client';
import { hasHostFeature, type HostFeature } from '@socials/domain';
import {
  editSocialPath,
  socialAttendeesPath,
  socialBlastsPath,
  socialCheckInPath,
  socialPromoCodesPath,
  socialSalesPath,
  socialMediaPath,
  socialStatisticsPath,
  socialTablesPath,
} from './paths';
import { TEXT_LINK } from '@socials/ui';

export type SocialPage = 'attendees' | 'check-in' | 'sales' | 'promo-codes' | 'blasts' | 'statistics' | 'tables' | 'media';

/** A page with a feature is a tool staff turn on per host: hosts without it would only meet "ask staff". */
const PAGES: { page: SocialPage | 'edit'; label: string; path: (id: string) => string; feature?: HostFeature }[] = [
  { page: 'attendees', label: 'Guests', path: socialAttendeesPath },
  { page: 'check-in', label: 'Check-in', path: socialCheckInPath },
  { page: 'sales', label: 'Ticket sales', path: socialSalesPath },
  { page: 'promo-codes', label: 'Promo codes', path: socialPromoCodesPath },
  { page: 'blasts', label: 'Messages', path: socialBlastsPath },
  { page: 'statistics', label: 'Statistics', path: socialStatisticsPath },
  { page: 'tables', label: 'Tables', path: socialTablesPath, feature: 'TABLE_GROUPING' },
  { page: 'media', label: 'Photos', path: socialMediaPath },
  { page: 'edit', label: 'Edit the social', path: editSocialPath },
];

/** The links between a social's host pages, shown under each page's title; the page you are on, and tools the host does not have, are left out. */
export function SocialPageLinks({ socialId, current }: { socialId: string; current: SocialPage }) {
  const { data: me } = useGetMeQuery();
  const shown = PAGES.filter(({ page, feature }) => page !== current && (!feature || hasHostFeature(me, feature)));
  return (
    <nav aria-label="This social's pages" className="flex flex-wrap gap-4 text-sm">
      {shown.map(({ page, label, path }) => (
        <Link key={page} to={path(socialId)} className={TEXT_LINK}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
