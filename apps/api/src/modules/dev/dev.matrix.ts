import { anyone, type AreaMatrix } from '../../security/matrix';

/** Who may call the routes of the development-only routes. */
export const matrix: AreaMatrix = {
  entries: [
    // Development only: the outbox holds every sign-in code, so production never registers it.
    { route: 'GET /api/dev/outbox', devOnly: true, expect: anyone, request: () => ({}) },
  ],
};
