import type { Social } from '@socials/domain';

const host = { id: 'u1', slug: 'ada', displayName: null, firstName: 'Ada', lastName: 'Lovelace', photoPath: null };

export function aSocial(id: string, changes: Partial<Social> = {}): Social {
  return {
    id,
    slug: `social-${id}`,
    title: `Social ${id}`,
    description: '',
    htmlDescription: null,
    cityId: 'new-york',
    eventTimestamp: 1_800_000_000_000,
    eventEndTimestamp: 1_800_003_600_000,
    timezone: 'America/New_York',
    isOnline: false,
    isPublic: true,
    isDeleted: false,
    isCancelled: false,
    venue: null,
    venueData: null,
    splashImageUrl: null,
    maxCapacity: 10,
    confirmedPax: 0,
    tags: [],
    ticketTiers: [],
    publicApprovalStatus: 'APPROVED',
    owner: host,
    hosts: [],
    requiresApproval: false,
    waitlistPromotionMode: 'MANUAL',
    cancellationWindow: null,
    questionnaire: [],
    limitsOrganizations: false,
    attendance: { methods: [], radiusMeters: 200, venueCoordinate: null, status: 'OFF' },
    isSubscribedAllHosts: false,
    createdAt: 0,
    updatedAt: 0,
    ...changes,
  };
}
