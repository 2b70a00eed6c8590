import { anyone, type AreaMatrix, everyone, signedIn, staffOnly } from '../../security/matrix';

/** Who may call the routes of users and profiles. */
export const matrix: AreaMatrix = {
  entries: [
    // Users: the caller's own account, and public profiles.
    { route: 'GET /api/users/me', expect: signedIn, request: () => ({}) },
    { route: 'PATCH /api/users/me', expect: signedIn, request: () => ({ payload: { currentCity: 'Lisbon' } }) },
    { route: 'GET /api/users/:id', expect: anyone, request: (w) => ({ params: { id: w.hostA.userId } }) },
    { route: 'GET /api/users/slug/:slug', expect: anyone, request: (w) => ({ params: { slug: w.hostA.slug } }) },
    // Registration, invite codes, connections and deletion: the caller's own account.
    { route: 'POST /api/users', expect: signedIn, request: () => ({ payload: { currentCity: 'Lisbon' } }) },
    // Deleting needs the caller's own address: the matrix types someone else's, so no actor is deleted.
    { route: 'DELETE /api/users/me', expect: { ...everyone('400'), anonymous: '401' }, request: () => ({ payload: { email: 'not-my-address@example.com' } }) },
    { route: 'POST /api/createInviteCodeRequest', expect: signedIn, request: () => ({}) },
    // Host A scanning their own code is refused on the field.
    { route: 'POST /api/users/scan', expect: { ...signedIn, host: '400' }, request: (w) => ({ payload: { slug: w.hostA.slug } }) },
    { route: 'GET /api/users/me/suggested-users', expect: signedIn, request: () => ({}) },
    { route: 'GET /api/users/:id/statistics', expect: anyone, request: (w) => ({ params: { id: w.hostA.userId } }) },
    // Host features are staff's to give.
    { route: 'GET /api/users/:id/permissions/social', expect: staffOnly, request: (w) => ({ params: { id: w.hostA.userId } }) },
    {
      route: 'PATCH /api/users/:id/permissions/social',
      expect: staffOnly,
      request: (w) => ({ params: { id: w.hostA.userId }, payload: { hostFeatures: [] } }),
    },
  ],
};
