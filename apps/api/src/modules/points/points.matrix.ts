import { type AreaMatrix, signedIn } from '../../security/matrix';

/** Who may call the routes of points: each user reads their own. */
export const matrix: AreaMatrix = {
  entries: [{ route: 'GET /api/users/me/points', expect: signedIn, request: () => ({}) }],
};
