/** The conference's sections; each shows "Coming soon" until its data exists. */
export const CONFERENCE_SECTIONS = [
  { path: '/speakers', title: 'Speakers' },
  { path: '/agenda', title: 'Agenda' },
  { path: '/tickets', title: 'Tickets' },
] as const;
