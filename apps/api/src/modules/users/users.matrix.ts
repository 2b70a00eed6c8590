import { anyone, type AreaMatrix, signedIn } from '../../security/matrix';

/** Who may call the routes of users and profiles. */
export const matrix: AreaMatrix = {
  entries: [
    // Users: the caller's own account, and public profiles.
    { route: 'GET /api/users/me', expect: signedIn, request: () => ({}) },
    { route: 'PATCH /api/users/me', expect: signedIn, request: () => ({ payload: { currentCity: 'Lisbon' } }) },
    { route: 'GET /api/users/:id', expect: anyone, request: (w) => ({ params: { id: w.hostA.userId } }) },
    { route: 'GET /api/users/slug/:slug', expect: anyone, request: (w) => ({ params: { slug: w.hostA.slug } }) },
  ],
};
