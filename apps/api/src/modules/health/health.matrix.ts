import { anyone, type AreaMatrix } from '../../security/matrix';

/** Who may call the routes of the health check. */
export const matrix: AreaMatrix = {
  entries: [
    // System, public reference data and the API documentation: open to everyone.
    { route: 'GET /api/health', expect: anyone, request: () => ({}) },
  ],
};
