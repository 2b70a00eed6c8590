import { anyone, type AreaMatrix } from '../../security/matrix';

/** Who may call the routes of support: anyone may write to it (the bot check limits floods). */
export const matrix: AreaMatrix = {
  entries: [
    {
      route: 'POST /api/supports/emails',
      expect: anyone,
      request: () => ({ payload: { type: 'CONTACT_US', name: 'Matrix Visitor', email: 'visitor@example.com', message: 'A question from the matrix test.' } }),
    },
  ],
};
