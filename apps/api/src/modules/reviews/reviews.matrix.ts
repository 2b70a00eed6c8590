import { randomUUID } from 'node:crypto';
import {
  anyone,
  type AreaMatrix,
  bySocial,
  deletedSocialRead,
  everyone,
  goneForSignedIn,
  hostsAndStaff,
  type Outcomes,
  staffOnly,
} from '../../security/matrix';
import { HOUR, MINUTE } from '../../test/time';
import { findHostReviewRow } from './reviews.repo';

/** A checked-in RSVP of the matrix's attendee to host A's public social that has just ended. */
interface ReviewableRsvp {
  socialId: string;
  rsvpId: string;
  attendeeId: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    freshReviewableRsvp(): Promise<ReviewableRsvp>;
    /** The attendee's published review of a new ended social of host A. */
    freshHostReview(): Promise<{ id: string }>;
  }
}

/** The author alone: the attendee wrote it or holds the RSVP. */
const authorOnly: Outcomes = { anonymous: '401', attendee: '2xx', host: '403', otherHost: '403', admin: '403' };
/** The hosts of the reviewed social speak for it; staff do not. */
const hostsOnly: Outcomes = { anonymous: '401', attendee: '403', host: '2xx', otherHost: '403', admin: '403' };

const byReview = async (fresh: () => Promise<{ id: string }>, payload?: object) => {
  const review = await fresh();
  return { params: { id: review.id }, ...(payload ? { payload } : {}), writes: { hostReview: review.id } };
};

/** Who may call the routes of host reviews. */
export const matrix: AreaMatrix = {
  entries: [
    // Reviewing is the checked-in attendee's, through their own RSVP.
    {
      route: 'PATCH /api/socials/:id/rsvps/:r/review',
      object: "the attendee's checked-in RSVP of an ended social",
      expect: authorOnly,
      request: async (w) => {
        const rsvp = await w.freshReviewableRsvp();
        return { params: { id: rsvp.socialId, r: rsvp.rsvpId }, payload: { rating: 4, comment: 'Matrix review' } };
      },
    },
    {
      route: 'PATCH /api/socials/:id/rsvps/:r/review',
      object: "the guest's RSVP, not checked in",
      expect: { ...everyone('403'), anonymous: '401' },
      request: async (w) => {
        const rsvp = await w.freshRsvp();
        return { params: { id: rsvp.socialId, r: rsvp.id }, payload: { rating: 1 } };
      },
    },
    // A host's note on an attendee is the hosts' and staff's.
    {
      route: 'PATCH /api/socials/:id/rsvps/:r/review/attendees/:a',
      object: "the attendee's checked-in RSVP",
      expect: hostsAndStaff,
      request: async (w) => {
        const rsvp = await w.freshReviewableRsvp();
        return { params: { id: rsvp.socialId, r: rsvp.rsvpId, a: rsvp.attendeeId }, payload: { rating: 5, note: 'On time' } };
      },
    },
    // Figures and published reviews are public wherever the social is.
    { route: 'GET /api/socials/:id/review/summary', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/review/summary', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
    { route: 'GET /api/socials/:id/host-rating', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/host-rating', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
    {
      route: 'GET /api/host-reviews/social/:id',
      object: 'public social',
      expect: anyone,
      request: (w) => ({ ...bySocial(w.publicSocial), query: { filter: 'ALL_REVIEWS' } }),
    },
    { route: 'GET /api/host-reviews/social/:id', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
    {
      route: 'GET /api/host-reviews/user/:id',
      object: 'host A',
      expect: anyone,
      request: (w) => ({ params: { id: w.hostA.userId }, query: { filter: 'MY_REVIEWS' } }),
    },
    { route: 'GET /api/host-reviews/user/:id', object: 'unknown user', expect: everyone('404'), request: () => ({ params: { id: randomUUID() } }) },
    { route: 'GET /api/host-reviews/published', expect: anyone, request: () => ({ query: { limit: '5' } }) },
    // Replies are the reviewed social's hosts'; words the author's; hiding staff's; deleting the author's or staff's.
    {
      route: 'POST /api/host-reviews/:id/reply',
      object: "a review of host A's social",
      expect: hostsOnly,
      request: (w) => byReview(w.freshHostReview, { comment: 'Thank you' }),
    },
    { route: 'PATCH /api/host-reviews/:id', object: 'a review, its rating', expect: authorOnly, request: (w) => byReview(w.freshHostReview, { rating: 2 }) },
    {
      route: 'PATCH /api/host-reviews/:id',
      object: 'a review, hidden by staff',
      expect: staffOnly,
      request: (w) => byReview(w.freshHostReview, { hidden: true, reason: 'Abusive' }),
    },
    {
      route: 'PATCH /api/host-reviews/:id',
      object: 'unknown review',
      expect: goneForSignedIn,
      request: () => ({ params: { id: randomUUID() }, payload: { rating: 3 } }),
    },
    {
      route: 'DELETE /api/host-reviews/:id',
      object: "a review of host A's social",
      expect: { ...authorOnly, admin: '2xx' },
      request: (w) => byReview(w.freshHostReview),
    },
  ],
  seed: async ({ actors, sendOk, createSocial }) => {
    const freshReviewableRsvp = async (): Promise<ReviewableRsvp> => {
      const social = await createSocial(actors.hostA.token, 'public');
      const start = Date.now() - 2 * HOUR;
      await sendOk('PATCH', `/api/socials/${social.id}`, actors.hostA.token, {
        eventTimestamp: start,
        eventEndTimestamp: start + 3 * HOUR,
        attendance: { methods: ['HOST_QRCODE'] },
      });
      const rsvp = await sendOk<{ id: string }>('POST', `/api/socials/${social.id}/rsvps`, actors.attendee.token, {});
      await sendOk('PATCH', `/api/socials/${social.id}/attendance`, actors.hostA.token, { status: 'OPEN' });
      await sendOk('POST', `/api/socials/${social.id}/rsvps/attendances`, actors.hostA.token, { method: 'HOST_QRCODE', rsvpId: rsvp.id });
      await sendOk('PATCH', `/api/socials/${social.id}`, actors.hostA.token, { eventEndTimestamp: Date.now() - MINUTE });
      return { socialId: social.id, rsvpId: rsvp.id, attendeeId: actors.attendee.userId };
    };
    return {
      freshReviewableRsvp,
      freshHostReview: async () => {
        const rsvp = await freshReviewableRsvp();
        return sendOk<{ id: string }>('PATCH', `/api/socials/${rsvp.socialId}/rsvps/${rsvp.rsvpId}/review`, actors.attendee.token, {
          rating: 5,
          comment: 'Matrix',
        });
      },
    };
  },
  watches: { hostReview: (db, id) => findHostReviewRow(db, id) },
};
