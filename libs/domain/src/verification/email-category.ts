import type { EmailVerificationCategory, VerifiedEmailOrganization } from './verified-email.schema';

/** Well-known free mail providers: their addresses say nothing about where someone works. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'qq.com',
  '163.com',
]);

/** "Ada@Mail.Example.com" → "mail.example.com". */
export function emailDomainOf(email: string): string {
  return (email.trim().toLowerCase().split('@')[1] ?? '').replace(/\.$/, '');
}

function isFreeMailDomain(domain: string): boolean {
  // Also the country versions of the big providers: yahoo.co.uk, hotmail.fr, outlook.de…
  return FREE_MAIL_DOMAINS.has(domain) || /^(yahoo|hotmail|outlook|live|gmx|yandex)\.[a-z.]+$/.test(domain);
}

function isSchoolDomain(domain: string): boolean {
  const labels = domain.split('.');
  const top = labels.at(-1);
  const second = labels.at(-2);
  // mit.edu, unimelb.edu.au, ox.ac.uk, u-tokyo.ac.jp
  return labels.length >= 2 && (top === 'edu' || (labels.length >= 3 && (second === 'edu' || second === 'ac')));
}

/** COMPANY for an organization's own domain, GENERAL for free mail providers, SCHOOL for .edu and .ac.* domains. */
export function emailCategoryOf(email: string): EmailVerificationCategory {
  const domain = emailDomainOf(email);
  if (isFreeMailDomain(domain)) return 'GENERAL';
  if (isSchoolDomain(domain)) return 'SCHOOL';
  return 'COMPANY';
}

/** Second-level labels that sit under a country code, as in acme.co.uk or anu.edu.au. */
const SECOND_LEVEL_LABELS = new Set(['co', 'com', 'org', 'net', 'ac', 'edu', 'gov', 'ltd', 'plc']);

/**
 * The organization behind a work or school address, named from its domain: "ada@eng.acme-labs.co.uk"
 * → { id: "eng.acme-labs.co.uk", name: "Acme Labs" }. Free mail addresses have none.
 */
export function organizationOfEmail(email: string): VerifiedEmailOrganization | null {
  if (emailCategoryOf(email) === 'GENERAL') return null;
  const domain = emailDomainOf(email);
  const labels = domain.split('.').slice(0, -1);
  if (labels.length > 1 && SECOND_LEVEL_LABELS.has(labels.at(-1) ?? '')) labels.pop();
  const label = labels.at(-1) ?? domain;
  const name = label
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return { id: domain, name: name || domain };
}

/** Why an address is not of the category asked for, by its actual category. */
const NOT_WANTED: Record<EmailVerificationCategory, string> = {
  GENERAL: 'This is a personal e-mail provider',
  SCHOOL: 'This is a school address',
  COMPANY: 'This is not a school address (.edu or .ac.*)',
};

const USE_INSTEAD: Record<EmailVerificationCategory, string> = {
  COMPANY: 'use the e-mail address of your organization',
  SCHOOL: 'use your school e-mail address',
  GENERAL: 'use any e-mail address',
};

/**
 * Why `email` cannot be verified as the `wanted` category, or null when it can. Any address
 * can be verified as GENERAL.
 */
export function emailCategoryProblem(email: string, wanted: EmailVerificationCategory): string | null {
  const actual = emailCategoryOf(email);
  if (wanted === 'GENERAL' || actual === wanted) return null;
  return `${NOT_WANTED[actual]}: ${USE_INSTEAD[wanted]}`;
}
