import { randomUUID } from 'node:crypto';
import { type AreaMatrix, bySocial, deletedSocialSignedIn, hostsAndStaff } from '../../security/matrix';
import { findApprovalEmailAddendum } from './notifications.repo';

/**
 * Who may call the routes of notifications: a social's e-mails are its hosts' (and staff's). Each
 * write sends a text of its own, so that an allowed one is seen to change the addendum.
 */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/socials/:id/emails/approval/addendum', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    {
      route: 'GET /api/socials/:id/emails/approval/addendum',
      object: 'deleted social',
      expect: deletedSocialSignedIn,
      request: (w) => bySocial(w.deletedSocial),
    },
    {
      route: 'POST /api/socials/:id/emails/approval/addendum',
      object: 'public social',
      expect: hostsAndStaff,
      request: (w) => ({
        ...bySocial(w.publicSocial),
        payload: { addendum: `Written by the matrix ${randomUUID()}` },
        writes: { approvalEmailAddendum: w.publicSocial.id },
      }),
    },
    {
      route: 'POST /api/socials/:id/emails/approval/addendum',
      object: 'deleted social',
      expect: deletedSocialSignedIn,
      request: (w) => ({
        ...bySocial(w.deletedSocial),
        payload: { addendum: `Written after deletion ${randomUUID()}` },
        writes: { approvalEmailAddendum: w.deletedSocial.id },
      }),
    },
    {
      route: 'POST /api/socials/:id/emails/approval/preview',
      object: 'public social',
      expect: hostsAndStaff,
      request: (w) => ({ ...bySocial(w.publicSocial), payload: {} }),
    },
    {
      route: 'POST /api/socials/:id/emails/approval/preview',
      object: 'deleted social',
      expect: deletedSocialSignedIn,
      request: (w) => ({ ...bySocial(w.deletedSocial), payload: {} }),
    },
  ],
  watches: {
    approvalEmailAddendum: (db, socialId) => findApprovalEmailAddendum(db, socialId),
  },
};
