/** The conference's sections in its menu, in order. */
export const CONFERENCE_SECTIONS = [
  { path: '/speakers', title: 'Speakers' },
  { path: '/agenda', title: 'Agenda' },
  { path: '/venue', title: 'Venue' },
  { path: '/partners', title: 'Partners' },
  { path: '/tickets', title: 'Tickets' },
] as const;
