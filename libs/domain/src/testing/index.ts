/**
 * Test fixtures shared by the libs' and apps' unit tests (import from '@socials/domain/testing').
 * Plain data in the contracts' shapes; never imported by production code.
 */
import { PROFILE_COMPLETION_STEPS, type Me, type Rsvp, type SocialDetail, type TicketTier, type UserSummary } from '../index';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT whose `exp` lies `secondsLeft` from now; the clients only read `exp`. `label` tells tokens apart. */
export function fakeJwt(label: string, secondsLeft = 3600): string {
  const payload = { sub: label, exp: Math.floor(Date.now() / 1000) + secondsLeft };
  return `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify(payload))}.sig`;
}

export const host: UserSummary = { id: 'host-1', slug: 'ada', displayName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', photoPath: null };

/** A signed-in user with a complete profile. */
export function aMe(changes: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    slug: 'grace',
    displayName: null,
    firstName: 'Grace',
    lastName: 'Hopper',
    photoPath: null,
    currentCity: null,
    curPosition: null,
    curAcademic: null,
    registeredTimestamp: 0,
    email: 'grace@example.com',
    isAdmin: false,
    isValid: true,
    isAnonymous: false,
    isSubscribedToUpdate: false,
    newRsvpNotice: 'IMMEDIATE',
    phone: null,
    hostFeatures: [],
    verifiedEmails: [],
    functions: [],
    sectors: [],
    exp: [],
    learnOff: [],
    hobbies: [],
    points: 0,
    inviteCodes: [],
    completion: { steps: PROFILE_COMPLETION_STEPS.map((step) => ({ step, done: step === 'PERSONAL_DETAILS' })), completed: 1, total: 11, percent: 9 },
    ...changes,
  };
}

export const me: Me = aMe();

export const freeTier: TicketTier = {
  id: 'tier-free',
  name: 'General admission',
  type: 'FREE',
  ticketPrice: 0,
  depositAmount: 0,
  quantity: null,
  remainingQuantity: null,
};

const DAY = 24 * 60 * 60 * 1000;

/** An approved public in-person social a week from now, with one free tier. */
export function makeSocial(overrides: Partial<SocialDetail> = {}): SocialDetail {
  const start = Date.now() + 7 * DAY;
  return {
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'founders-dinner',
    title: 'Founders Dinner',
    description: 'An evening of good food and better conversation.',
    htmlDescription: null,
    cityId: 'new-york',
    eventTimestamp: start,
    eventEndTimestamp: start + 3 * 60 * 60 * 1000,
    timezone: 'America/New_York',
    isOnline: false,
    isPublic: true,
    isDeleted: false,
    isCancelled: false,
    venue: null,
    venueData: { name: 'The Loft', address: '', city: 'New York', coordinate: null, maskedVenue: true },
    splashImageUrl: null,
    maxCapacity: 20,
    confirmedPax: 5,
    tags: [],
    ticketTiers: [freeTier],
    publicApprovalStatus: 'APPROVED',
    owner: host,
    hosts: [],
    requiresApproval: false,
    waitlistPromotionMode: 'MANUAL',
    cancellationWindow: null,
    noShowPolicy: 'REFUND_ON_ATTENDANCE',
    questionnaire: [],
    limitsOrganizations: false,
    attendance: { methods: [], radiusMeters: 200, venueCoordinate: null, status: 'OFF' },
    isSubscribedAllHosts: false,
    isOfficial: false,
    circleId: null,
    communityOnly: false,
    requiresInviteCode: false,
    inviteCode: null,
    onlineLink: null,
    publicApprovalReason: null,
    publicApprovalDecidedAt: null,
    href: '/socials/founders-dinner',
    paymentInfo: { ticketPrice: 0 },
    createdAt: 0,
    updatedAt: 0,
    myRsvp: null,
    ...overrides,
  };
}

/** An approved RSVP of `me` to makeSocial()'s social with its free tier. */
export function aRsvp(changes: Partial<Rsvp> = {}): Rsvp {
  return {
    id: 'rsvp-1',
    socialId: '11111111-1111-4111-8111-111111111111',
    userId: me.id,
    ticketTierId: freeTier.id,
    status: 'APPROVED',
    grade: 'UNGRADED',
    answers: [],
    hideFromGuestList: false,
    attendedAt: null,
    cancellation: null,
    ticketCode: null,
    createdAt: 0,
    updatedAt: 0,
    ...changes,
  };
}
export * from './payments';
export * from './reviews';
export * from './proposals';
export * from './circles';
