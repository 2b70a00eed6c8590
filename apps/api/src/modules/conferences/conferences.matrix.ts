import { randomUUID } from 'node:crypto';
import { anyone, type AreaMatrix, attendeeOnly, everyone, hostsAndStaff, type Outcomes, signedIn, staffOnly } from '../../security/matrix';
import { DAY, HOUR } from '../../test/time';
import { findConference, findSession, findSpeaker } from './conferences.repo';

interface ConferenceRef {
  id: string;
  slug: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A published conference that host A organizes. */
    conference: ConferenceRef;
    /** An unpublished conference that host A organizes. */
    draftConference: ConferenceRef;
    /** The published conference's free and paid passes (the paid one has the promo code MATRIX). */
    conferencePassIds: { free: string; paid: string };
    /** A new speaker of the published conference. */
    freshSpeaker(): Promise<{ id: string }>;
    /** A new session of the published conference, in a room of its own. */
    freshSession(): Promise<{ id: string }>;
    /** The matrix attendee's new open order of the published conference's paid pass. */
    freshConferenceOrder(): Promise<{ id: string }>;
    /** The test provider's session id of a new open order. */
    freshConferenceCheckoutSession(): Promise<string>;
    /** A new ticket the matrix attendee bought (free pass), nobody holds yet. */
    freshConferenceTicket(): Promise<{ id: string }>;
    /** A new published conference of host A whose domain host A asked for: it waits for staff. */
    freshDomainRequest(): Promise<ConferenceRef>;
  }
}

/** An unpublished conference: its organizers (host A) and staff see it, for everyone else it does not exist. */
const draftRead: Outcomes = { anonymous: '404', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx' };

/** The attendee directory: the matrix attendee holds a ticket of the published conference; nobody else does. */
const ticketHolderOnly: Outcomes = { anonymous: '401', attendee: '2xx', host: '403', otherHost: '403', admin: '403' };
/** A signed-in read of an unpublished conference: it exists only for its organizers and staff. */
const draftSignedIn: Outcomes = { ...draftRead, anonymous: '401' };

const START = Date.now() + 30 * DAY;
const sessionTimes = () => ({ room: `Room ${randomUUID().slice(0, 8)}`, startsAt: START + HOUR, endsAt: START + 2 * HOUR });
const byConference = (c: ConferenceRef) => ({ params: { id: c.id } });
const freshDomain = () => `matrix-${randomUUID().slice(0, 8)}.example.com`;

/** Who may call the routes of conferences, speakers and sessions: host A organizes the matrix's conferences. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/conferences', expect: anyone, request: () => ({ query: { managed: 'true' } }) },
    {
      route: 'POST /api/conferences',
      expect: staffOnly,
      request: () => ({
        payload: { slug: `matrix-${randomUUID().slice(0, 8)}`, name: 'Matrix Conference', startsAt: START, endsAt: START + DAY, timezone: 'UTC' },
      }),
    },
    { route: 'GET /api/conferences/:id', object: 'published conference', expect: anyone, request: (w) => byConference(w.conference) },
    { route: 'GET /api/conferences/:id', object: 'unpublished conference', expect: draftRead, request: (w) => byConference(w.draftConference) },
    {
      route: 'PATCH /api/conferences/:id',
      expect: hostsAndStaff,
      request: (w) => ({ ...byConference(w.conference), payload: { tagline: 'Changed' }, writes: { conference: w.conference.id } }),
    },
    {
      route: 'PATCH /api/conferences/:id',
      object: 'its organizers',
      expect: staffOnly,
      request: (w) => ({ ...byConference(w.conference), payload: { organizerIds: [w.hostA.userId] }, writes: { conference: w.conference.id } }),
    },
    // The domain decides which site a host name gets: an organizer's is only a request (stored, serving nothing), staff decide.
    {
      route: 'PATCH /api/conferences/:id',
      object: 'its domain',
      expect: hostsAndStaff,
      request: (w) => ({ ...byConference(w.conference), payload: { domain: freshDomain() }, writes: { conference: w.conference.id } }),
    },
    {
      route: 'PATCH /api/conferences/:id',
      object: 'an IP address as its domain',
      expect: everyone('400'),
      request: (w) => ({ ...byConference(w.conference), payload: { domain: '127.0.0.1' }, writes: { conference: w.conference.id } }),
    },
    {
      route: 'POST /api/conferences/:id/domain-decision',
      expect: staffOnly,
      request: async (w) => {
        const asked = await w.freshDomainRequest();
        return { ...byConference(asked), payload: { approve: true }, writes: { conference: asked.id } };
      },
    },
    { route: 'GET /api/conferences/:id/passes', expect: anyone, request: (w) => byConference(w.conference) },
    { route: 'GET /api/conferences/:id/speakers', expect: anyone, request: (w) => byConference(w.conference) },
    { route: 'GET /api/conferences/:id/sessions', object: 'unpublished conference', expect: draftRead, request: (w) => byConference(w.draftConference) },
    {
      route: 'PATCH /api/conferences/:id/speakers',
      expect: hostsAndStaff,
      request: async (w) => ({ ...byConference(w.conference), payload: { speakerIds: [(await w.freshSpeaker()).id] } }),
    },
    {
      route: 'DELETE /api/conferences/:id/speakers',
      expect: hostsAndStaff,
      request: async (w) => ({ ...byConference(w.conference), query: { speakerId: (await w.freshSpeaker()).id } }),
    },
    { route: 'GET /api/speakers', expect: anyone, request: () => ({}) },
    { route: 'POST /api/speakers', expect: hostsAndStaff, request: (w) => ({ payload: { conferenceId: w.conference.id, name: 'Matrix Speaker' } }) },
    { route: 'GET /api/speakers/:id', expect: anyone, request: async (w) => ({ params: { id: (await w.freshSpeaker()).id } }) },
    { route: 'GET /api/speakers/:id', object: 'unknown speaker', expect: everyone('404'), request: () => ({ params: { id: randomUUID() } }) },
    {
      route: 'PATCH /api/speakers/:id',
      expect: hostsAndStaff,
      request: async (w) => {
        const { id } = await w.freshSpeaker();
        return { params: { id }, payload: { bio: 'Changed' }, writes: { speaker: id } };
      },
    },
    {
      route: 'DELETE /api/speakers/:id',
      expect: hostsAndStaff,
      request: async (w) => {
        const { id } = await w.freshSpeaker();
        return { params: { id }, writes: { speaker: id } };
      },
    },
    { route: 'GET /api/sessions', expect: anyone, request: (w) => ({ query: { conferenceId: w.conference.id } }) },
    {
      route: 'POST /api/sessions',
      expect: hostsAndStaff,
      request: (w) => ({ payload: { conferenceId: w.conference.id, title: 'Matrix talk', ...sessionTimes() } }),
    },
    { route: 'GET /api/sessions/:id', expect: anyone, request: async (w) => ({ params: { id: (await w.freshSession()).id } }) },
    {
      route: 'PATCH /api/sessions/:id',
      expect: hostsAndStaff,
      request: async (w) => {
        const { id } = await w.freshSession();
        return { params: { id }, payload: { title: 'Changed' }, writes: { session: id } };
      },
    },
    // Buying is for anyone signed in; an order and its tickets are the buyer's.
    {
      route: 'POST /api/conferences/:id/payments',
      expect: signedIn,
      request: (w) => ({ ...byConference(w.conference), payload: { passId: w.conferencePassIds.free, quantity: 1 } }),
    },
    {
      route: 'PATCH /api/conferences/:id/payments/:p',
      expect: attendeeOnly,
      request: async (w) => ({ params: { id: w.conference.id, p: (await w.freshConferenceOrder()).id }, payload: { status: 'CANCELLED' } }),
    },
    {
      route: 'POST /api/payment/checkout-session',
      expect: signedIn,
      request: (w) => ({ payload: { conference: w.conference.slug, passId: w.conferencePassIds.free, quantity: 1 } }),
    },
    { route: 'GET /api/payments/conferences/slug/:slug', expect: anyone, request: (w) => ({ params: { slug: w.conference.slug } }) },
    {
      route: 'GET /api/payments/conferences/slug/:slug',
      object: 'unpublished conference',
      expect: draftRead,
      request: (w) => ({ params: { slug: w.draftConference.slug } }),
    },
    {
      route: 'GET /api/payments/conferences/:id/passes/:pass/promos/:code',
      expect: anyone,
      request: (w) => ({ params: { id: w.conference.slug, pass: w.conferencePassIds.paid, code: 'MATRIX' } }),
    },
    {
      route: 'POST /api/conferences/:id/passes/:pass/promos',
      expect: hostsAndStaff,
      request: (w) => ({ params: { id: w.conference.id, pass: w.conferencePassIds.paid }, payload: { code: `M${randomUUID().slice(0, 8)}`, percentOff: 10 } }),
    },
    { route: 'GET /api/users/me/tickets/conferences/:id', expect: signedIn, request: (w) => byConference(w.conference) },
    { route: 'GET /api/conferences/tickets/slug/:slug', expect: signedIn, request: (w) => ({ params: { slug: w.conference.slug } }) },
    {
      route: 'PATCH /api/conferences/:id/tickets/:t',
      expect: attendeeOnly,
      request: async (w) => ({
        params: { id: w.conference.id, t: (await w.freshConferenceTicket()).id },
        payload: { action: 'assign', email: 'colleague@example.com' },
      }),
    },
    // The test provider's checkout page of an order: whoever holds the session link may use it.
    {
      route: 'GET /api/conferences/test-checkout/:sessionId',
      expect: anyone,
      devOnly: true,
      request: async (w) => ({ params: { sessionId: await w.freshConferenceCheckoutSession() } }),
    },
    {
      route: 'POST /api/conferences/test-checkout/:sessionId',
      expect: everyone('3xx'),
      devOnly: true,
      request: async (w) => ({ params: { sessionId: await w.freshConferenceCheckoutSession() }, payload: { outcome: 'decline' } }),
    },
    // The attendee's own agenda and the attendee directory.
    {
      route: 'PUT /api/conferences/:id/sessions/:sessionId/saved',
      expect: signedIn,
      request: async (w) => ({ params: { id: w.conference.id, sessionId: (await w.freshSession()).id } }),
    },
    {
      route: 'DELETE /api/conferences/:id/sessions/:sessionId/saved',
      expect: signedIn,
      request: async (w) => ({ params: { id: w.conference.id, sessionId: (await w.freshSession()).id } }),
    },
    { route: 'GET /api/conferences/:id/my-agenda', expect: signedIn, request: (w) => byConference(w.conference) },
    { route: 'GET /api/conferences/:id/my-agenda', object: 'unpublished conference', expect: draftSignedIn, request: (w) => byConference(w.draftConference) },
    { route: 'PUT /api/conferences/:id/networking/me', expect: ticketHolderOnly, request: (w) => byConference(w.conference) },
    { route: 'DELETE /api/conferences/:id/networking/me', expect: signedIn, request: (w) => byConference(w.conference) },
    { route: 'GET /api/conferences/:id/networking', expect: ticketHolderOnly, request: (w) => byConference(w.conference) },
    // Partners: staff choose them (the matrix's patron), everyone sees them.
    { route: 'GET /api/conferences/:id/patrons', expect: anyone, request: (w) => byConference(w.conference) },
    { route: 'POST /api/conferences/:id/patrons/:patronId', expect: staffOnly, request: (w) => ({ params: { id: w.conference.id, patronId: w.patron.id } }) },
    {
      route: 'POST /api/conferences/:id/patrons/:patronId',
      object: 'unknown patron',
      expect: { ...staffOnly, admin: '404' },
      request: (w) => ({ params: { id: w.conference.id, patronId: randomUUID() } }),
    },
    { route: 'DELETE /api/conferences/:id/patrons/:patronId', expect: staffOnly, request: (w) => ({ params: { id: w.conference.id, patronId: w.patron.id } }) },
    {
      route: 'DELETE /api/sessions/:id',
      expect: hostsAndStaff,
      request: async (w) => {
        const { id } = await w.freshSession();
        return { params: { id }, writes: { session: id } };
      },
    },
  ],
  seed: async ({ actors, sendOk }) => {
    const passes = [
      { name: 'Free', priceCents: 0, quantity: 1000 },
      { name: 'Paid', priceCents: 10_000, quantity: 1000 },
    ];
    const create = (slug: string, published: boolean) =>
      sendOk<ConferenceRef & { passes: { id: string }[] }>('POST', '/api/conferences', actors.admin.token, {
        slug,
        name: 'Matrix Summit',
        startsAt: START,
        endsAt: START + DAY,
        timezone: 'UTC',
        published,
        organizerIds: [actors.hostA.userId],
        passes,
      });
    const conference = await create('matrix-summit', true);
    const draftConference = await create('matrix-draft', false);
    const [free, paid] = conference.passes.map((pass) => pass.id) as [string, string];
    await sendOk('POST', `/api/conferences/${conference.id}/passes/${paid}/promos`, actors.admin.token, { code: 'MATRIX', percentOff: 20 });
    const buy = (passId: string) =>
      sendOk<{ id: string }>('POST', `/api/conferences/${conference.id}/payments`, actors.attendee.token, { passId, quantity: 1 });
    // The matrix attendee holds a ticket (the directory is theirs to see); the others hold none.
    await buy(free);
    const [held] = (await sendOk<{ data: { id: string }[] }>('GET', `/api/users/me/tickets/conferences/${conference.id}`, actors.attendee.token)).data;
    await sendOk('PATCH', `/api/conferences/${conference.id}/tickets/${held!.id}`, actors.attendee.token, {
      action: 'complete',
      holderName: 'Matrix Attendee',
    });
    return {
      conference: { id: conference.id, slug: conference.slug },
      conferencePassIds: { free, paid },
      freshConferenceOrder: () => buy(paid),
      freshConferenceCheckoutSession: async () => {
        const order = await sendOk<{ checkoutUrl: string }>('POST', `/api/conferences/${conference.id}/payments`, actors.attendee.token, {
          passId: paid,
          quantity: 1,
        });
        return decodeURIComponent(new URL(order.checkoutUrl).pathname.split('/').at(-1)!);
      },
      freshConferenceTicket: async () => {
        await buy(free);
        const tickets = await sendOk<{ data: { id: string; status: string }[] }>(
          'GET',
          `/api/users/me/tickets/conferences/${conference.id}`,
          actors.attendee.token,
        );
        return tickets.data.filter((t) => t.status === 'UNASSIGNED').at(-1)!;
      },
      draftConference: { id: draftConference.id, slug: draftConference.slug },
      freshDomainRequest: async () => {
        const asked = await create(`matrix-domain-${randomUUID().slice(0, 8)}`, true);
        await sendOk('PATCH', `/api/conferences/${asked.id}`, actors.hostA.token, { domain: freshDomain() });
        return { id: asked.id, slug: asked.slug };
      },
      freshSpeaker: () => sendOk<{ id: string }>('POST', '/api/speakers', actors.hostA.token, { conferenceId: conference.id, name: 'Fresh Speaker' }),
      freshSession: () =>
        sendOk<{ id: string }>('POST', '/api/sessions', actors.hostA.token, { conferenceId: conference.id, title: 'Fresh talk', ...sessionTimes() }),
    };
  },
  watches: {
    conference: (db, id) => findConference(db, id),
    speaker: (db, id) => findSpeaker(db, id),
    session: (db, id) => findSession(db, id),
  },
};
