import { randomUUID } from 'node:crypto';
import { type AreaMatrix, bySocial, goneForSignedIn, hostsAndStaff, signedIn } from '../../security/matrix';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A new table of host A's public social (host A has TABLE_GROUPING). */
    freshTable(): Promise<{ id: string }>;
  }
}

/** Who may call the routes of tables and badges: host A has TABLE_GROUPING, so the rows read as for any host tool. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/socials/:id/tables', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    {
      route: 'POST /api/socials/:id/tables',
      expect: hostsAndStaff,
      request: (w) => ({ ...bySocial(w.publicSocial), payload: { name: 'Matrix table', capacity: 8 } }),
    },
    { route: 'PATCH /api/socials/:id/tables', expect: hostsAndStaff, request: (w) => ({ ...bySocial(w.publicSocial), payload: { autoFill: true } }) },
    {
      route: 'PATCH /api/tables/:id',
      expect: hostsAndStaff,
      request: async (w) => ({ params: { id: (await w.freshTable()).id }, payload: { name: 'Renamed' } }),
    },
    { route: 'DELETE /api/tables/:id', expect: hostsAndStaff, request: async (w) => ({ params: { id: (await w.freshTable()).id } }) },
    { route: 'DELETE /api/tables/:id', object: 'unknown table', expect: goneForSignedIn, request: () => ({ params: { id: randomUUID() } }) },
    // The caller's own seat: anyone signed in may ask (no seat: an empty answer).
    { route: 'GET /api/socials/:id/tables/mine', expect: signedIn, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/badges-tents', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    { route: 'PATCH /api/socials/:id/badges-tents', expect: hostsAndStaff, request: (w) => ({ ...bySocial(w.publicSocial), payload: { layout: 'BADGE' } }) },
    { route: 'GET /api/badges-tents/attendees', expect: hostsAndStaff, request: (w) => ({ query: { socialId: w.publicSocial.id } }) },
    { route: 'POST /api/badges-tents/attendees', expect: hostsAndStaff, request: (w) => ({ payload: { socialId: w.publicSocial.id } }) },
  ],
  seed: async ({ actors, world, sendOk }) => {
    await sendOk('PATCH', `/api/users/${actors.hostA.userId}/permissions/social`, actors.admin.token, { hostFeatures: ['TABLE_GROUPING'] });
    return {
      freshTable: async () => {
        const plan = await sendOk<{ tables: { id: string; name: string }[] }>('POST', `/api/socials/${world.publicSocial.id}/tables`, actors.hostA.token, {
          name: `T-${randomUUID().slice(0, 6)}`,
          capacity: null,
        });
        return plan.tables.at(-1)!;
      },
    };
  },
};
