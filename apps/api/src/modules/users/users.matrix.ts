import { anyone, type AreaMatrix, signedIn, staffOnly } from '../../security/matrix';

/** Who may call the routes of users and profiles. */
export const matrix: AreaMatrix = {
  entries: [
    // Users: the caller's own account, and public profiles.
    { route: 'GET /api/users/me', expect: signedIn, request: () => ({}) },
    { route: 'PATCH /api/users/me', expect: signedIn, request: () => ({ payload: { currentCity: 'Lisbon' } }) },
    { route: 'GET /api/users/:id', expect: anyone, request: (w) => ({ params: { id: w.hostA.userId } }) },
    { route: 'GET /api/users/slug/:slug', expect: anyone, request: (w) => ({ params: { slug: w.hostA.slug } }) },
    // Host features are staff's to give.
    { route: 'GET /api/users/:id/permissions/social', expect: staffOnly, request: (w) => ({ params: { id: w.hostA.userId } }) },
    { route: 'PATCH /api/users/:id/permissions/social', expect: staffOnly, request: (w) => ({ params: { id: w.hostA.userId }, payload: { hostFeatures: [] } }) },
  ],
};
