import type { HostFeature } from '@socials/domain';

/** What each host feature lets a host do, as staff read it beside its switch. */
export const HOST_FEATURES: readonly { feature: HostFeature; label: string; description: string }[] = [
  { feature: 'MANAGE_ATTENDEES', label: 'Manage attendees', description: 'Extra tools for the guest lists of their socials.' },
  { feature: 'ADVANCE_BLAST', label: 'Advanced messages', description: 'Messages to guests of several of their socials at once.' },
  { feature: 'TABLE_GROUPING', label: 'Table grouping', description: 'Table plans, printed badges and table tents for their socials.' },
];
