import { randomUUID } from 'node:crypto';
import { type AreaMatrix, goneForSignedIn } from '../../security/matrix';

/** Who may call the routes of attendees' disputes. */
export const matrix: AreaMatrix = {
  entries: [
    // Disputes: only a payer of the social may raise one. The attendee role paid for paidSocial; everyone else is told
    // "You have no payment for this event" (400: the social is visible to them, so there is nothing to hide).
    {
      route: 'POST /api/disputes/socials/:id',
      object: 'a social the attendee paid for',
      expect: { anonymous: '401', attendee: '2xx', host: '400', otherHost: '400', admin: '400' },
      request: (w) => ({ params: { id: w.paidSocial.id }, payload: { reason: 'OTHER', details: 'Checked by the authorization matrix.' } }),
    },
    {
      route: 'POST /api/disputes/socials/:id',
      object: 'unknown social',
      expect: goneForSignedIn,
      request: () => ({ params: { id: randomUUID() }, payload: { reason: 'OTHER', details: 'Checked by the authorization matrix.' } }),
    },
  ],
};
