import {
  anyone,
  type AreaMatrix,
  type SocialRef,
  attendeeOnly,
  bySlug,
  bySocial,
  deletedSocialRead,
  deletedSocialSignedIn,
  hostsAndStaff,
  signedIn,
  socialBody,
  staffOnly,
} from '../../security/matrix';
import { findSocialRow } from './socials.repo';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A new social of host A that names the attendee as co-host: the attendee's open invitation to it. */
    freshCoHostInvitation(): Promise<SocialRef>;
  }
}

/** Who may call the routes of socials. */
export const matrix: AreaMatrix = {
  entries: [
    // Socials: lists.
    { route: 'POST /api/socials', expect: signedIn, request: () => ({ payload: socialBody() }) },
    { route: 'GET /api/socials', expect: signedIn, request: () => ({}) },
    { route: 'GET /api/socials/hosted', expect: signedIn, request: () => ({}) },
    { route: 'GET /api/socials/public', expect: anyone, request: () => ({}) },
    { route: 'GET /api/socials/reviewing-publicity', expect: staffOnly, request: () => ({}) },
    { route: 'GET /api/socials/reviewing-publicity/summary', expect: staffOnly, request: () => ({}) },
    // Co-host invitations: everyone their own; an invitation is its invitee's alone (404 for others: it does not exist for them).
    { route: 'GET /api/socials/cohost-invitations', expect: signedIn, request: () => ({}) },
    {
      route: 'POST /api/socials/:id/cohost-invitation/accept',
      object: "the attendee's invitation",
      expect: attendeeOnly,
      request: async (w) => ({ ...bySocial(await w.freshCoHostInvitation()), payload: {} }),
    },
    {
      route: 'POST /api/socials/:id/cohost-invitation/decline',
      object: "the attendee's invitation",
      expect: attendeeOnly,
      request: async (w) => ({ ...bySocial(await w.freshCoHostInvitation()), payload: {} }),
    },
    // Socials: one social, by id and by slug.
    { route: 'GET /api/socials/:id', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id', object: 'private social', expect: anyone, request: (w) => bySocial(w.privateSocial) },
    { route: 'GET /api/socials/:id', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
    { route: 'GET /api/socials/slug/:slug', object: 'public social', expect: anyone, request: (w) => bySlug(w.publicSocial) },
    { route: 'GET /api/socials/slug/:slug', object: 'private social', expect: anyone, request: (w) => bySlug(w.privateSocial) },
    { route: 'GET /api/socials/slug/:slug', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySlug(w.deletedSocial) },
    {
      route: 'PATCH /api/socials/:id',
      object: 'public social',
      expect: hostsAndStaff,
      request: (w) => ({ ...bySocial(w.publicSocial), payload: { title: 'Edited by the matrix' }, writes: { social: w.publicSocial.id } }),
    },
    {
      route: 'PATCH /api/socials/:id',
      object: 'deleted social',
      expect: deletedSocialSignedIn,
      request: (w) => ({ ...bySocial(w.deletedSocial), payload: { title: 'Edited after deletion' }, writes: { social: w.deletedSocial.id } }),
    },
    {
      route: 'PATCH /api/socials/:id',
      object: 'approval status of a public social',
      expect: staffOnly,
      request: (w) => ({ ...bySocial(w.publicSocial), payload: { publicApprovalStatus: 'APPROVED' }, writes: { social: w.publicSocial.id } }),
    },
    // Deleting is for the owner (host A here) and staff.
    {
      route: 'DELETE /api/socials/:id',
      object: 'new public social',
      expect: hostsAndStaff,
      request: async (w) => {
        const social = await w.freshSocial('public');
        return { ...bySocial(social), writes: { social: social.id } };
      },
    },
    // Socials: more lists. Public lists are open to everyone; the caller's own lists need a sign-in.
    { route: 'GET /api/getPublicSocialsV2', expect: anyone, request: () => ({}) },
    { route: 'GET /api/getPastSocialsV2', expect: anyone, request: () => ({}) },
    { route: 'GET /api/socials/past', expect: anyone, request: (w) => ({ query: { cityId: w.cityId } }) },
    { route: 'GET /api/socials/public-feature', expect: anyone, request: () => ({}) },
    { route: 'GET /api/socials/past-feature', expect: anyone, request: () => ({}) },
    { route: 'GET /api/socials/homepage-feature', expect: anyone, request: () => ({ query: { section: 'THIS_WEEK' } }) },
    { route: 'POST /api/socials/search', expect: anyone, request: () => ({ payload: { text: 'matrix' } }) },
    { route: 'GET /api/socials/subscribed', expect: signedIn, request: () => ({}) },
    { route: 'GET /api/socials/my-past', expect: signedIn, request: () => ({}) },
    // Socials: hosts' actions on one social.
    {
      route: 'POST /api/socials/:id/cancel',
      object: 'new public social',
      expect: hostsAndStaff,
      request: async (w) => {
        const social = await w.freshSocial('public');
        return { ...bySocial(social), writes: { social: social.id } };
      },
    },
    {
      route: 'POST /api/socials/:id/cancel',
      object: 'deleted social',
      expect: deletedSocialSignedIn,
      // No `writes`: the deleted social is shared, so the host's call cancels it and staff's then changes nothing.
      request: (w) => bySocial(w.deletedSocial),
    },
    // A copy shows the questionnaire and settings: hosts and staff only.
    { route: 'GET /api/socials/:id/duplicate', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/duplicate', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
    { route: 'GET /api/socials/:id/calendar.ics', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/calendar.ics', object: 'private social', expect: anyone, request: (w) => bySocial(w.privateSocial) },
    { route: 'GET /api/socials/:id/calendar.ics', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
  ],
  seed: async ({ actors, world, sendOk }) => ({
    freshCoHostInvitation: async () => {
      const social = await sendOk<SocialRef>(
        'POST',
        '/api/socials',
        actors.hostA.token,
        socialBody({ cityId: world.cityId, hostIds: [actors.attendee.userId] }),
      );
      return { id: social.id, slug: social.slug };
    },
  }),
  watches: {
    social: (db, id) => findSocialRow(db, id),
  },
};
