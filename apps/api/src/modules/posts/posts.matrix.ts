import { anyone, type AreaMatrix, everyone, type Outcomes, signedIn } from '../../security/matrix';
import { findPost } from './posts.repo';

interface Ref {
  id: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** Host A's PUBLIC circle for posts, the circle member in it, and a post of each rule. */
    postsCircle: Ref;
    posts: { public: Ref; membersOnly: Ref; points: Ref };
    /** A new public post in host A's posts circle, for a request that uses it up. */
    freshPost(): Promise<Ref>;
    /** The checkout session the matrix attendee opened to unlock a new paid post. */
    freshPostCheckoutSession(): Promise<string>;
  }
}

/** The circle's owner (host A) and staff write; nobody else. */
const circleHosts: Outcomes = { anonymous: '401', attendee: '403', host: '2xx', otherHost: '403', admin: '2xx', circleMember: '403' };
/** A members-only post opens for the circle's members and hosts, and staff; others cannot unlock it. */
const membersRead: Outcomes = { ...circleHosts, circleMember: '2xx' };

const postBody = (access: string, extra: object = {}) => ({ title: `Matrix ${access} post`, teaser: 'A teaser', body: 'The **body**', access, ...extra });
const byPost = (post: Ref, extra: object = {}) => ({ params: { id: post.id }, ...extra });

/** Who may call the routes of circle posts. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/circles/:id/posts', object: 'public circle', expect: anyone, request: (w) => ({ params: { id: w.postsCircle.id } }) },
    {
      route: 'POST /api/circles/:id/posts',
      object: 'public circle',
      expect: circleHosts,
      request: (w) => ({ params: { id: w.postsCircle.id }, payload: postBody('MEMBERS_ONLY') }),
    },
    // Anyone who sees the circle sees a post; its body only when they may read it (the route tests check which).
    { route: 'GET /api/posts/:id', object: 'members-only post', expect: anyone, request: (w) => byPost(w.posts.membersOnly) },
    { route: 'GET /api/posts/:id/unlock/info', object: 'points post', expect: anyone, request: (w) => byPost(w.posts.points) },
    { route: 'POST /api/posts/:id/unlock', object: 'public post', expect: signedIn, request: (w) => byPost(w.posts.public) },
    { route: 'POST /api/posts/:id/unlock', object: 'members-only post', expect: membersRead, request: (w) => byPost(w.posts.membersOnly) },
    {
      route: 'GET /api/posts/test-checkout/:sessionId',
      expect: anyone,
      devOnly: true,
      request: async (w) => ({ params: { sessionId: await w.freshPostCheckoutSession() } }),
    },
    {
      route: 'POST /api/posts/test-checkout/:sessionId',
      expect: everyone('3xx'),
      devOnly: true,
      request: async (w) => ({ params: { sessionId: await w.freshPostCheckoutSession() }, payload: { outcome: 'decline' } }),
    },
    {
      route: 'PATCH /api/posts/:id',
      expect: circleHosts,
      request: async (w) => {
        const post = await w.freshPost();
        return byPost(post, { payload: { title: `Edited ${Date.now()}` }, writes: { post: post.id } });
      },
    },
    {
      route: 'DELETE /api/posts/:id',
      expect: circleHosts,
      request: async (w) => {
        const post = await w.freshPost();
        return byPost(post, { writes: { post: post.id } });
      },
    },
  ],
  seed: async ({ actors, sendOk }) => {
    const { hostA, circleMember } = actors;
    const circle = await sendOk<Ref>('POST', '/api/circles', hostA.token, { name: 'Matrix Posts Circle', visibility: 'PUBLIC' });
    await sendOk('POST', `/api/circles/${circle.id}/members`, circleMember.token, {});
    const write = (body: object) => sendOk<Ref>('POST', `/api/circles/${circle.id}/posts`, hostA.token, body);
    return {
      postsCircle: circle,
      posts: {
        public: await write(postBody('PUBLIC')),
        membersOnly: await write(postBody('MEMBERS_ONLY')),
        points: await write(postBody('POINTS', { pointsCost: 10 })),
      },
      freshPost: () => write(postBody('PUBLIC')),
      freshPostCheckoutSession: async () => {
        const post = await write(postBody('PAID', { priceCents: 500 }));
        const checkout = await sendOk<{ checkoutUrl: string }>('POST', `/api/posts/${post.id}/unlock`, actors.attendee.token);
        return decodeURIComponent(new URL(checkout.checkoutUrl).pathname.split('/').at(-1)!);
      },
    };
  },
  watches: {
    post: async (db, id) => (await findPost(db, id))?.post ?? null,
  },
};
