import {
  anyone,
  type AreaMatrix,
  bySocial,
  deletedSocialRead,
  deletedSocialSignedIn,
  goneForSignedIn,
  hostsAndStaff,
  signedIn,
  staffOnly,
} from '../../security/matrix';
import { findSocialRow } from '../socials';
import { findRsvp } from './rsvps.repo';

/** Who may call the routes of RSVPs. */
export const matrix: AreaMatrix = {
  entries: [
    // Someone's tickets: the user themself or staff; hosts see their own guest list instead.
    { route: 'GET /api/users/:id/rsvped-socials', object: "the guest's RSVPs", expect: staffOnly, request: (w) => ({ params: { id: w.guest.userId } }) },
    // RSVPs.
    {
      route: 'POST /api/socials/:id/rsvps',
      object: 'new public social',
      expect: signedIn,
      request: async (w) => {
        const social = await w.freshSocial('public');
        return { ...bySocial(social), payload: {}, writes: { social: social.id } };
      },
    },
    {
      route: 'POST /api/socials/:id/rsvps',
      object: 'new private social',
      expect: signedIn,
      request: async (w) => {
        const social = await w.freshSocial('private');
        return { ...bySocial(social), payload: {}, writes: { social: social.id } };
      },
    },
    {
      route: 'POST /api/socials/:id/rsvps',
      object: 'deleted social',
      expect: goneForSignedIn,
      request: (w) => ({ ...bySocial(w.deletedSocial), payload: {}, writes: { social: w.deletedSocial.id } }),
    },
    { route: 'GET /api/socials/:id/rsvps', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/rsvps', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
    {
      route: 'DELETE /api/socials/:id/rsvps/:r',
      object: "the guest's RSVP",
      expect: hostsAndStaff,
      request: async (w) => {
        const rsvp = await w.freshRsvp();
        return { params: { id: rsvp.socialId, r: rsvp.id }, writes: { rsvp: rsvp.id } };
      },
    },
    // Host A's social in the path cannot reach an RSVP of host B's social: hosting one social gives no hold on another's RSVPs.
    {
      route: 'DELETE /api/socials/:id/rsvps/:r',
      object: "an RSVP of host B's social named under host A's social",
      expect: goneForSignedIn,
      request: (w) => ({ params: { id: w.publicSocial.id, r: w.otherHostRsvp.id }, writes: { rsvp: w.otherHostRsvp.id } }),
    },
    // RSVPs: the host's side. Host B's RSVP named under host A's social is out of reach like on DELETE.
    {
      route: 'GET /api/socials/:id/rsvps',
      object: 'filtered page',
      expect: hostsAndStaff,
      request: (w) => ({ ...bySocial(w.publicSocial), query: { status: 'APPROVED', grade: 'UNGRADED', limit: '5' } }),
    },
    {
      route: 'PATCH /api/socials/:id/rsvps/:r',
      object: "grade of the guest's RSVP",
      expect: hostsAndStaff,
      request: async (w) => {
        const rsvp = await w.freshRsvp();
        return { params: { id: rsvp.socialId, r: rsvp.id }, payload: { grade: 'YES_GRADE' }, writes: { rsvp: rsvp.id } };
      },
    },
    // The attendee's own fields: only the guest may change them, not even the hosts or staff.
    {
      route: 'PATCH /api/socials/:id/rsvps/:r',
      object: "the guest's own fields of their RSVP",
      expect: { anonymous: '401', attendee: '403', host: '403', otherHost: '403', admin: '403' },
      request: async (w) => {
        const rsvp = await w.freshRsvp();
        return { params: { id: rsvp.socialId, r: rsvp.id }, payload: { hideFromGuestList: true }, writes: { rsvp: rsvp.id } };
      },
    },
    {
      route: 'PATCH /api/socials/:id/rsvps/:r',
      object: "an RSVP of host B's social named under host A's social",
      expect: goneForSignedIn,
      request: (w) => ({ params: { id: w.publicSocial.id, r: w.otherHostRsvp.id }, payload: { status: 'REJECTED' }, writes: { rsvp: w.otherHostRsvp.id } }),
    },
    {
      route: 'PATCH /api/socials/:id/rsvps',
      object: "the guest's RSVP",
      expect: hostsAndStaff,
      request: async (w) => {
        const rsvp = await w.freshRsvp();
        return { params: { id: rsvp.socialId }, payload: { rsvpIds: [rsvp.id], status: 'WAITLIST' }, writes: { rsvp: rsvp.id } };
      },
    },
    // Refused as a non-host of host A's social (403) before any RSVP is looked up; hosts and staff then find no such RSVP there (404).
    {
      route: 'PATCH /api/socials/:id/rsvps',
      object: "an RSVP of host B's social named under host A's social",
      expect: { anonymous: '401', attendee: '403', host: '404', otherHost: '403', admin: '404' },
      request: (w) => ({
        params: { id: w.publicSocial.id },
        payload: { rsvpIds: [w.otherHostRsvp.id], status: 'REJECTED' },
        writes: { rsvp: w.otherHostRsvp.id },
      }),
    },
    { route: 'POST /api/socials/:id/rsvp-summary-csv', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    { route: 'POST /api/socials/:id/rsvp-summary-csv', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
    // Post-RSVP requests: the attendee's (the guest's here) own; hosts and staff may read them. Anyone else: no such request.
    {
      route: 'GET /api/socials/post-rsvp-request/:id',
      object: "the guest's RSVP",
      expect: { anonymous: '401', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx' },
      request: async (w) => ({ params: { id: (await w.freshRsvp()).id } }),
    },
    {
      route: 'POST /api/socials/post-rsvp-request/:id/submit',
      object: "the guest's RSVP",
      expect: { anonymous: '401', attendee: '404', host: '403', otherHost: '404', admin: '403' },
      request: async (w) => ({ params: { id: (await w.freshRsvp()).id }, payload: { answers: [] } }),
    },
    // Who is going: the count is public like the social; names need a sign-in (checked in the route's own tests).
    { route: 'GET /api/socials/:id/homiesgoing', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/homiesgoing', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
  ],
  watches: {
    /** An RSVP, and the seats of its social: a refused write moves neither. */
    rsvp: async (db, id) => {
      const rsvp = await findRsvp(db, id);
      const seats = rsvp && (await findSocialRow(db, rsvp.socialId))?.confirmedPax;
      return { rsvp, seats };
    },
  },
};
