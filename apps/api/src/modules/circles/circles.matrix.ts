import { anyone, type AreaMatrix, everyone, type Outcomes, signedIn } from '../../security/matrix';
import { listMembershipRows } from './circle-membership.repo';
import { findCircle } from './circles.repo';

interface CircleRef {
  id: string;
  slug: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** Host A's circles; the matrix's circle member belongs to each. */
    circles: { public: CircleRef; community: CircleRef; private: CircleRef };
    /** Host A's COMMUNITY_ONLY social in the public circle. */
    membersOnlySocial: CircleRef;
    /** A new circle of host A with the guest in it as `guest` says (none: not in it). */
    freshCircle(options?: { joinPolicy?: 'OPEN' | 'REQUEST' | 'INVITE'; guest?: 'ACTIVE' | 'PENDING'; circleMember?: true }): Promise<CircleRef>;
  }
}

/** The circle's owner (host A), staff, and nobody else. */
const circleHosts: Outcomes = { anonymous: '401', attendee: '403', host: '2xx', otherHost: '403', admin: '2xx', circleMember: '403' };
/** A PRIVATE circle exists for the people in it and staff only. */
const privateRead: Outcomes = { anonymous: '404', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx', circleMember: '2xx' };
/** A COMMUNITY_ONLY circle's members are for its members and staff. */
const membersOnly: Outcomes = { anonymous: '403', attendee: '403', host: '2xx', otherHost: '403', admin: '2xx', circleMember: '2xx' };

const byCircle = (circle: CircleRef) => ({ params: { id: circle.id } });
const membersOf = (circle: CircleRef, extra: object = {}) => ({ params: { id: circle.id }, writes: { circleMembers: circle.id }, ...extra });

/** Who may call the routes of circles. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/getPublicCircles', expect: anyone, request: () => ({ query: { limit: '5' } }) },
    { route: 'GET /api/circles/search', expect: anyone, request: () => ({ query: { q: 'matrix' } }) },
    { route: 'GET /api/circles/me', expect: signedIn, request: () => ({}) },
    { route: 'POST /api/circles', expect: signedIn, request: () => ({ payload: { name: 'Matrix Circle' } }) },
    { route: 'GET /api/circles/:id', object: 'public circle', expect: anyone, request: (w) => byCircle(w.circles.public) },
    { route: 'GET /api/circles/:id', object: 'private circle', expect: privateRead, request: (w) => byCircle(w.circles.private) },
    { route: 'GET /api/circles/slug/:slug', object: 'public circle', expect: anyone, request: (w) => ({ params: { slug: w.circles.public.slug } }) },
    { route: 'GET /api/circles/slug/:slug', object: 'private circle', expect: privateRead, request: (w) => ({ params: { slug: w.circles.private.slug } }) },
    {
      route: 'PATCH /api/circles/:id',
      object: 'public circle',
      expect: circleHosts,
      request: async (w) => {
        const circle = await w.freshCircle({ circleMember: true });
        return { ...byCircle(circle), payload: { description: `Edited ${Date.now()}` }, writes: { circle: circle.id } };
      },
    },
    {
      route: 'PATCH /api/circles/:id',
      object: 'private circle',
      expect: { ...circleHosts, attendee: '404', otherHost: '404' },
      request: (w) => ({ ...byCircle(w.circles.private), payload: { description: 'Edited' } }),
    },
    { route: 'GET /api/circles/:id/members', object: 'public circle', expect: anyone, request: (w) => byCircle(w.circles.public) },
    { route: 'GET /api/circles/:id/members', object: 'community circle', expect: membersOnly, request: (w) => byCircle(w.circles.community) },
    { route: 'GET /api/circles/:id/members', object: 'private circle', expect: privateRead, request: (w) => byCircle(w.circles.private) },
    {
      route: 'GET /api/circles/:id/members',
      object: "community circle's requests",
      expect: { ...membersOnly, circleMember: '403' },
      request: (w) => ({ ...byCircle(w.circles.community), query: { status: 'PENDING' } }),
    },
    // Joining is everyone's who is signed in; the owner is already in.
    {
      route: 'POST /api/circles/:id/members',
      object: 'open circle, joining',
      expect: signedIn,
      request: async (w) => ({ ...byCircle(await w.freshCircle()), payload: {} }),
    },
    // Staff see a private circle but join it only when invited.
    {
      route: 'POST /api/circles/:id/members',
      object: 'private circle, joining',
      expect: { ...privateRead, anonymous: '401', admin: '403' },
      request: (w) => ({ ...byCircle(w.circles.private), payload: {} }),
    },
    {
      route: 'POST /api/circles/:id/members',
      object: 'inviting the guest',
      expect: circleHosts,
      request: async (w) => membersOf(await w.freshCircle({ circleMember: true }), { payload: { userId: w.guest.userId } }),
    },
    {
      route: 'PATCH /api/circles/:id/members',
      object: "approving the guest's request",
      expect: circleHosts,
      request: async (w) =>
        membersOf(await w.freshCircle({ joinPolicy: 'REQUEST', guest: 'PENDING', circleMember: true }), {
          payload: { userIds: [w.guest.userId], decision: 'APPROVE' },
        }),
    },
    {
      route: 'PATCH /api/circles/:id/members/:userId',
      object: 'making the guest host',
      expect: circleHosts,
      request: async (w) => {
        const circle = await w.freshCircle({ guest: 'ACTIVE', circleMember: true });
        return { ...membersOf(circle, { payload: { role: 'host' } }), params: { id: circle.id, userId: w.guest.userId } };
      },
    },
    {
      route: 'DELETE /api/circles/:id/members',
      object: 'removing the guest',
      expect: circleHosts,
      request: async (w) => membersOf(await w.freshCircle({ guest: 'ACTIVE', circleMember: true }), { query: { userId: w.guest.userId } }),
    },
    {
      route: 'DELETE /api/circles/:id/members',
      object: 'leaving',
      // Only a member leaves; the owner stays.
      expect: { anonymous: '401', attendee: '404', host: '400', otherHost: '404', admin: '404', circleMember: '2xx' },
      request: async (w) => byCircle(await w.freshCircle({ circleMember: true })),
    },
    {
      route: 'POST /api/circles/:id/check-referral-code',
      object: 'public circle',
      expect: anyone,
      request: (w) => ({ ...byCircle(w.circles.public), payload: { ref: 'matrix' } }),
    },
    {
      route: 'POST /api/circles/:id/check-referral-code',
      object: 'private circle',
      expect: privateRead,
      request: (w) => ({ ...byCircle(w.circles.private), payload: { ref: 'matrix' } }),
    },
    { route: 'GET /api/circles/:id/calendar.ics', object: 'public circle', expect: anyone, request: (w) => byCircle(w.circles.public) },
    { route: 'GET /api/circles/:id/calendar.ics', object: 'private circle', expect: privateRead, request: (w) => byCircle(w.circles.private) },
    // A token decides alone, whoever signs the request: one this server did not make is refused.
    {
      route: 'GET /api/circles/:id/calendar.ics',
      object: 'public circle, forged token',
      expect: everyone('403'),
      request: (w) => ({ ...byCircle(w.circles.public), query: { token: 'forged.token' } }),
    },
    { route: 'GET /api/circles/:id/calendar-link', object: 'public circle', expect: anyone, request: (w) => byCircle(w.circles.public) },
    { route: 'GET /api/circles/:id/calendar-link', object: 'private circle', expect: privateRead, request: (w) => byCircle(w.circles.private) },
    { route: 'GET /api/getVisibleSocials', object: 'public circle', expect: anyone, request: (w) => ({ query: { circleId: w.circles.public.id } }) },
    { route: 'GET /api/getVisibleSocials', object: 'private circle', expect: privateRead, request: (w) => ({ query: { circleId: w.circles.private.id } }) },
    // A COMMUNITY_ONLY social is there for its circle's members, its hosts and staff only.
    { route: 'GET /api/socials/:id', object: 'members-only social', expect: privateRead, request: (w) => byCircle(w.membersOnlySocial) },
    {
      route: 'GET /api/socials/slug/:slug',
      object: 'members-only social',
      expect: privateRead,
      request: (w) => ({ params: { slug: w.membersOnlySocial.slug } }),
    },
    {
      route: 'GET /api/getVisibleSocials',
      object: 'unknown circle',
      expect: everyone('404'),
      request: () => ({ query: { circleId: '00000000-0000-4000-8000-000000000000' } }),
    },
  ],
  seed: async ({ actors, sendOk, createSocial }) => {
    const { hostA, guest, circleMember } = actors;
    const create = (body: object) => sendOk<CircleRef>('POST', '/api/circles', hostA.token, { name: 'Matrix Circle', ...body });
    const join = (circle: CircleRef, token: string) => sendOk('POST', `/api/circles/${circle.id}/members`, token, {});

    const publicCircle = await create({ visibility: 'PUBLIC' });
    await join(publicCircle, circleMember.token);
    const community = await create({ visibility: 'COMMUNITY_ONLY', joinPolicy: 'REQUEST' });
    await join(community, circleMember.token);
    await join(community, guest.token);
    await sendOk('PATCH', `/api/circles/${community.id}/members/${circleMember.userId}`, hostA.token, { status: 'ACTIVE' });
    const privateCircle = await create({ visibility: 'PRIVATE', joinPolicy: 'INVITE' });
    await sendOk('POST', `/api/circles/${privateCircle.id}/members`, hostA.token, { userId: circleMember.userId });
    await join(privateCircle, circleMember.token);

    const membersOnly = await createSocial(hostA.token, 'public');
    await sendOk('PATCH', `/api/socials/${membersOnly.id}`, hostA.token, { circleId: publicCircle.id, communityOnly: true });

    return {
      circles: { public: publicCircle, community, private: privateCircle },
      membersOnlySocial: membersOnly,
      freshCircle: async (options = {}) => {
        const circle = await create({ joinPolicy: options.joinPolicy ?? 'OPEN' });
        if (options.circleMember) await join(circle, circleMember.token);
        if (options.guest) {
          await join(circle, guest.token);
          if (options.guest === 'ACTIVE' && options.joinPolicy === 'REQUEST') {
            await sendOk('PATCH', `/api/circles/${circle.id}/members/${guest.userId}`, hostA.token, { status: 'ACTIVE' });
          }
        }
        return circle;
      },
    };
  },
  watches: {
    circle: async (db, id) => (await findCircle(db, { id }))?.circle ?? null,
    circleMembers: (db, id) => listMembershipRows(db, id),
  },
};
