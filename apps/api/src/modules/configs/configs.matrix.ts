import { anyone, type AreaMatrix } from '../../security/matrix';

/** Who may call the routes of the public configuration. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/configs', expect: anyone, request: () => ({}) },
  ],
};
