import { slugWords } from '../text/slug-words';

/** An address for a page from its title: "How to host a dinner?" → "how-to-host-a-dinner". */
export function contentSlugOf(title: string): string {
  return slugWords(title, 120);
}

const PUBLIC_PATHS = {
  BLOG: (slug: string) => `/blogs/${slug}`,
  JOB: (slug: string) => `/jobs/${slug}`,
  POST: () => '/posts',
  FAQ: () => '/posts',
  FEATURED_SPEAKER: () => '/featured',
  ENTERPRISE_PLAN: () => '/enterprise-plans',
  TERMS: () => '/eula',
  PARTNERSHIP: () => '/event-partnerships',
  SERIES: (slug: string) => `/${slug}`,
} as const;

/** The community series of the main menu: each has a page at /<slug>. */
export const COMMUNITY_SERIES = [
  { slug: 'super-female-founders-and-funders-nyc', label: 'Female Founders' },
  { slug: 'private-founders-breakfast', label: 'Private Founders Breakfast' },
  { slug: 'private-founders-dinner', label: 'Private Founders Dinner Series' },
  { slug: 'faang-ivy-financiers-galas', label: 'FAANG++ IVY++ Financiers Galas' },
  { slug: 'super-ai-ml-summit', label: 'Super AI ML Summit' },
  { slug: 'real-estate-investments', label: 'Real Estate Investments' },
] as const;

/** Where visitors read an entry on the public site: its own page, or its kind's. */
export function contentPublicPath(kind: keyof typeof PUBLIC_PATHS, slug: string): string {
  return PUBLIC_PATHS[kind](encodeURIComponent(slug));
}
