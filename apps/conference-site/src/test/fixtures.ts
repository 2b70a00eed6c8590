import type { Conference } from '@socials/domain';

/** A published conference as the API lists it: Data Days, May 12 – 13, 2031 in New York, on summit.example.com. */
export function makeConference(overrides: Partial<Conference> = {}): Conference {
  return {
    id: '6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10',
    slug: 'data-days',
    name: 'Data Days',
    tagline: 'Two days of data',
    description: '',
    startsAt: Date.UTC(2031, 4, 12, 13),
    endsAt: Date.UTC(2031, 4, 13, 22),
    timezone: 'America/New_York',
    venueName: 'Pier 57',
    venueAddress: '',
    domain: 'summit.example.com',
    requestedDomain: null,
    currency: 'usd',
    published: true,
    branding: { logoUrl: null, heroImageUrl: null, primaryColor: '#b91c1c', accentColor: '#0f766e' },
    passes: [],
    organizerIds: [],
    requiredVerifiedEmail: null,
    canManage: false,
    ...overrides,
  } as unknown as Conference;
}
