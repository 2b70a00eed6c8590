import { randomUUID } from 'node:crypto';
import { anyone, type AreaMatrix, type MatrixWorld, type Outcomes, bySocial, deletedSocialSignedIn, hostsAndStaff, staffOnly } from '../../security/matrix';

/** A user's figures across their socials: theirs (host A's here) and staff's. */
const hostThemselfOrStaff: Outcomes = hostsAndStaff;
/** Staff learn that nobody has this id; anyone else is refused before the lookup. */
const unknownHost: Outcomes = { anonymous: '401', attendee: '403', host: '403', otherHost: '403', admin: '404' };

const SOCIAL_FIGURES = ['GET /api/socials/:id/stats', 'GET /api/socials/:id/tableStats', 'GET /api/socials/:id/analytics'] as const;

/** Who may call the routes of analytics. */
export const matrix: AreaMatrix = {
  entries: [
    // Anyone records events: signed in, or anonymous with the visitor id header.
    {
      route: 'POST /api/analytics/events',
      expect: anyone,
      request: (w) => ({ headers: { 'x-visitor-id': 'matrix-visitor' }, payload: { events: [{ type: 'PAGE_VIEW', socialId: w.publicSocial.id }] } }),
    },
    // A social's figures are its hosts' and staff's; a deleted social is gone for everyone else.
    ...SOCIAL_FIGURES.flatMap((route) => [
      { route, object: 'public social', expect: hostsAndStaff, request: (w: MatrixWorld) => bySocial(w.publicSocial) },
      { route, object: 'deleted social', expect: deletedSocialSignedIn, request: (w: MatrixWorld) => bySocial(w.deletedSocial) },
    ]),
    {
      route: 'GET /api/socials/:id/stats/:s/dataCategory/:c',
      object: 'public social, RSVPs per day',
      expect: hostsAndStaff,
      request: (w) => ({ params: { id: w.publicSocial.id, s: 'RSVP', c: 'DAY' } }),
    },
    {
      route: 'GET /api/socials/:id/stats/:s/dataCategory/:c',
      object: 'deleted social, RSVPs per tier',
      expect: deletedSocialSignedIn,
      request: (w) => ({ params: { id: w.deletedSocial.id, s: 'RSVP', c: 'TIER' } }),
    },
    { route: 'GET /api/users/:id/host-analytics', object: 'host A', expect: hostThemselfOrStaff, request: (w) => ({ params: { id: w.hostA.userId } }) },
    { route: 'GET /api/users/:id/host-analytics', object: 'unknown user', expect: unknownHost, request: () => ({ params: { id: randomUUID() } }) },
    {
      route: 'GET /api/users/:id/host-analytics/socials',
      object: 'host A',
      expect: hostThemselfOrStaff,
      request: (w) => ({ params: { id: w.hostA.userId }, query: { limit: '5' } }),
    },
    { route: 'GET /api/users/:id/host-analytics/socials', object: 'unknown user', expect: unknownHost, request: () => ({ params: { id: randomUUID() } }) },
    // Platform figures and every social's RSVPs are staff's.
    { route: 'GET /api/manager/dashboard', expect: staffOnly, request: () => ({}) },
    { route: 'GET /api/manager/rsvps', expect: staffOnly, request: () => ({ query: { status: 'APPROVED', limit: '5' } }) },
  ],
};
