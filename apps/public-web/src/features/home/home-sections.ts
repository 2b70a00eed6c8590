import type { HomepageSectionArgs } from '@socials/api-client';
import type { SocialHomeSection } from '@socials/domain';

const HOME_LIST_SIZE = 6;

/** The three home sections, in the order the page shows them. */
export const HOME_SECTIONS: readonly { section: SocialHomeSection; title: string; emptyText: string }[] = [
  { section: 'SPOTLIGHT', title: 'Spotlight', emptyText: 'No featured socials right now.' },
  { section: 'THIS_WEEK', title: 'This week', emptyText: 'Nothing on in the next 7 days yet.' },
  { section: 'UPCOMING', title: 'Upcoming', emptyText: 'No later socials listed yet.' },
];

const sectionQuery = (section: SocialHomeSection): HomepageSectionArgs => ({ section, limit: HOME_LIST_SIZE });

/** What the page asks the API for each section, in HOME_SECTIONS' order (the server render fetches the same, so the browser finds it cached). */
export const HOME_SECTION_QUERIES = [sectionQuery('SPOTLIGHT'), sectionQuery('THIS_WEEK'), sectionQuery('UPCOMING')] as const;
