import { Link } from 'react-router-dom';
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

const PAGES: { page: SocialPage | 'edit'; label: string; path: (id: string) => string }[] = [
  { page: 'attendees', label: 'Guests', path: socialAttendeesPath },
  { page: 'check-in', label: 'Check-in', path: socialCheckInPath },
  { page: 'sales', label: 'Ticket sales', path: socialSalesPath },
  { page: 'promo-codes', label: 'Promo codes', path: socialPromoCodesPath },
  { page: 'blasts', label: 'Messages', path: socialBlastsPath },
  { page: 'statistics', label: 'Statistics', path: socialStatisticsPath },
  { page: 'tables', label: 'Tables', path: socialTablesPath },
  { page: 'media', label: 'Photos', path: socialMediaPath },
  { page: 'edit', label: 'Edit the social', path: editSocialPath },
];

/** The links between a social's host pages, shown under each page's title; the page you are on is left out. */
export function SocialPageLinks({ socialId, current }: { socialId: string; current: SocialPage }) {
  return (
    <nav aria-label="This social's pages" className="flex flex-wrap gap-4 text-sm">
      {PAGES.filter(({ page }) => page !== current).map(({ page, label, path }) => (
        <Link key={page} to={path(socialId)} className={TEXT_LINK}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
