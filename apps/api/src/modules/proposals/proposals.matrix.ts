import { DAY, HOUR } from '../../test/kit';
import { anyone, everyone, signedIn, type AreaMatrix, type Outcomes } from '../../security/matrix';
import { proposalSnapshot } from './proposals.repo';

interface ProposalRef {
  id: string;
  slug: string;
  choiceId: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    proposals: {
      /** Host A's proposal without a circle: everyone sees it, anyone signed in votes. */
      open: ProposalRef;
      /** Host A's proposal in host A's circle, of which the circle member is a member. */
      circle: ProposalRef;
      /** The circle member's answer to the circle proposal. */
      memberAnswer: { proposalId: string; id: string };
      /** Host A's paid proposal without a circle: a deposit of $10. */
      paid: ProposalRef;
    };
    /** The checkout session of a new deposit the matrix attendee started on the paid proposal. */
    freshProposalCheckoutSession(): Promise<string>;
    /** A new open proposal of host A; `convertible`: a quorum of one, reached by host A's vote. */
    freshProposal(options?: { convertible?: true }): Promise<ProposalRef>;
  }
}

/** The proposal's owner (host A) and staff. */
const ownerAndStaff: Outcomes = { anonymous: '401', attendee: '403', host: '2xx', otherHost: '403', admin: '2xx', circleMember: '403' };
/** A circle's proposal exists for its members, its hosts and staff only. */
const circleRead: Outcomes = { anonymous: '404', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx', circleMember: '2xx' };

const byId = (proposal: ProposalRef) => ({ params: { id: proposal.id } });
const writing = (proposal: ProposalRef, extra: object = {}) => ({ params: { id: proposal.id }, writes: { proposal: proposal.id }, ...extra });

/** Who may call the routes of proposals. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/proposals', expect: anyone, request: () => ({ query: { limit: '5' } }) },
    { route: 'POST /api/proposals', expect: signedIn, request: () => ({ payload: { title: 'Matrix idea', deadline: Date.now() + 7 * DAY } }) },
    { route: 'GET /api/proposals/slug/:slug', object: 'open proposal', expect: anyone, request: (w) => ({ params: { slug: w.proposals.open.slug } }) },
    { route: 'GET /api/proposals/slug/:slug', object: 'circle proposal', expect: circleRead, request: (w) => ({ params: { slug: w.proposals.circle.slug } }) },
    { route: 'GET /api/proposals/slug/:slug', object: 'unknown proposal', expect: everyone('404'), request: () => ({ params: { slug: 'no-such-proposal' } }) },
    { route: 'GET /api/proposals/:id/choices', object: 'open proposal', expect: anyone, request: (w) => byId(w.proposals.open) },
    { route: 'GET /api/proposals/:id/choices', object: 'circle proposal', expect: circleRead, request: (w) => byId(w.proposals.circle) },
    {
      route: 'POST /api/proposals/:id/choices',
      object: 'open proposal',
      expect: ownerAndStaff,
      request: (w) => writing(w.proposals.open, { payload: { kind: 'FORMAT', label: 'Picnic' } }),
    },
    // One vote each, moved by voting again: anyone signed in on a proposal without a circle.
    {
      route: 'PATCH /api/proposals/:id/choices',
      object: 'open proposal',
      expect: signedIn,
      request: (w) => ({ ...byId(w.proposals.open), query: { choiceId: w.proposals.open.choiceId } }),
    },
    {
      route: 'PATCH /api/proposals/:id/choices',
      object: 'circle proposal',
      // Staff see it but only the circle's members vote.
      expect: { anonymous: '401', attendee: '404', host: '2xx', otherHost: '404', admin: '403', circleMember: '2xx' },
      request: (w) => writing(w.proposals.circle, { query: { choiceId: w.proposals.circle.choiceId } }),
    },
    {
      route: 'POST /api/proposals/:id/hosts',
      object: 'open proposal',
      expect: ownerAndStaff,
      request: async (w) => writing(await w.freshProposal(), { payload: { userId: w.guest.userId } }),
    },
    {
      route: 'POST /api/proposals/:id/rsvps',
      object: 'open proposal',
      expect: signedIn,
      request: (w) => ({ ...byId(w.proposals.open), payload: { status: 'INTERESTED' } }),
    },
    {
      route: 'PATCH /api/proposals/:id/rsvps/:r',
      object: "the circle member's answer",
      expect: { anonymous: '401', attendee: '404', host: '403', otherHost: '404', admin: '403', circleMember: '2xx' },
      request: (w) => ({
        params: { id: w.proposals.memberAnswer.proposalId, r: w.proposals.memberAnswer.id },
        payload: { status: 'INTERESTED' },
        writes: { proposal: w.proposals.memberAnswer.proposalId },
      }),
    },
    // Backing a paid proposal: anyone signed in who may vote on it; a free one asks for no deposit.
    { route: 'POST /api/payments/proposals/:id/payment-sessions', object: 'paid proposal', expect: signedIn, request: (w) => writing(w.proposals.paid) },
    {
      route: 'POST /api/payments/proposals/:id/payment-sessions',
      object: 'free proposal',
      expect: { anonymous: '401', attendee: '400', host: '400', otherHost: '400', admin: '400' },
      request: (w) => writing(w.proposals.open),
    },
    {
      route: 'GET /api/proposals/test-checkout/:sessionId',
      expect: anyone,
      devOnly: true,
      request: async (w) => ({ params: { sessionId: await w.freshProposalCheckoutSession() } }),
    },
    {
      route: 'POST /api/proposals/test-checkout/:sessionId',
      expect: everyone('3xx'),
      devOnly: true,
      request: async (w) => ({ params: { sessionId: await w.freshProposalCheckoutSession() }, payload: { outcome: 'decline' } }),
    },
    { route: 'POST /api/proposals/:id/terminate', object: 'open proposal', expect: ownerAndStaff, request: async (w) => writing(await w.freshProposal()) },
    {
      route: 'POST /api/proposals/:id/social',
      object: 'proposal at quorum',
      // Its hosts and staff; the circle member is a stranger to it.
      expect: ownerAndStaff,
      request: async (w) => writing(await w.freshProposal({ convertible: true }), { payload: {} }),
    },
  ],
  seed: async ({ actors, sendOk }) => {
    const { hostA, circleMember } = actors;
    const choices = [{ kind: 'DATE', label: 'A Friday', eventTimestamp: Date.now() + 14 * DAY, eventEndTimestamp: Date.now() + 14 * DAY + 2 * HOUR }];
    const create = async (body: object = {}): Promise<ProposalRef> => {
      const proposal = await sendOk<{ id: string; slug: string; choices: { id: string }[] }>('POST', '/api/proposals', hostA.token, {
        title: 'Matrix proposal',
        deadline: Date.now() + 7 * DAY,
        choices,
        ...body,
      });
      return { id: proposal.id, slug: proposal.slug, choiceId: proposal.choices[0]!.id };
    };
    const circle = await sendOk<{ id: string }>('POST', '/api/circles', hostA.token, { name: 'Matrix Proposals Circle' });
    await sendOk('POST', `/api/circles/${circle.id}/members`, circleMember.token, {});

    const open = await create();
    const inCircle = await create({ circleId: circle.id });
    const answer = await sendOk<{ id: string }>('POST', `/api/proposals/${inCircle.id}/rsvps`, circleMember.token, { status: 'NOT_GOING' });
    const paid = await create({ depositCents: 1000 });
    return {
      proposals: { open, circle: inCircle, memberAnswer: { proposalId: inCircle.id, id: answer.id }, paid },
      freshProposalCheckoutSession: async () => {
        const checkout = await sendOk<{ checkoutUrl: string }>('POST', `/api/payments/proposals/${paid.id}/payment-sessions`, actors.attendee.token);
        return decodeURIComponent(new URL(checkout.checkoutUrl).pathname.split('/').at(-1)!);
      },
      freshProposal: async (options = {}) => {
        const proposal = await create(options.convertible ? { quorum: 1 } : {});
        if (options.convertible) await sendOk('PATCH', `/api/proposals/${proposal.id}/choices?choiceId=${proposal.choiceId}`, hostA.token);
        return proposal;
      },
    };
  },
  watches: {
    proposal: (db, id) => proposalSnapshot(db, id),
  },
};
