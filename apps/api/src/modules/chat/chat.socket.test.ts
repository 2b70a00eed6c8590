import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_MAX_CHANNELS, type ChatChannel, type ChatMessage, type ChatServerFrame, type Rsvp, type Social } from '@socials/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signAccessToken } from '../../core/access-token';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer, createSocial, type TestUser } from '../../test/kit';
import { FRAME_BURST } from './chat-hub';
import { openChatSocket, receivedBodies, subscribe, type TestChatSocket } from './chat-test-socket';

/** Resolves with what `promise` gives, or fails after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms))]);
}

const isMessage =
  (body: string) =>
  (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'message' }> =>
    frame.type === 'message' && frame.message.body === body;

/** The live socket on one instance: delivery through the database's notifications, replay on reconnect, membership at each delivery. */
describeOnEachDatabase('chat socket', (h) => {
  let url: string;
  let host: TestUser;
  let guest: TestUser;
  let social: Social;
  let channel: ChatChannel;
  const sockets: TestChatSocket[] = [];

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, user: TestUser, payload?: object) =>
    h().app.inject({ method, url: path, headers: bearer(user.token), ...(payload ? { payload } : {}) });

  async function post(user: TestUser, body: string, parentId?: string): Promise<ChatMessage> {
    const res = await send('POST', `/api/chat/channels/social/${social.id}/messages`, user, { body, ...(parentId ? { parentId } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ChatMessage;
  }

  async function connect(user: TestUser | null, headers: Record<string, string> = {}): Promise<TestChatSocket> {
    const socket = await openChatSocket(url, user?.token, headers);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    const address = await h().app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/api/chat/ws`;
    host = await h().signIn('socket-host@example.com', { firstName: 'Hal' });
    guest = await h().signIn('socket-guest@example.com', { firstName: 'Gia' });
    social = await createSocial(h(), host, { title: 'Socket Social' });
    expect((await send('POST', `/api/socials/${social.id}/rsvps`, guest, {})).statusCode).toBe(201);
    channel = (await send('GET', `/api/chat/channels/social/${social.id}`, guest)).json() as ChatChannel;
  });

  afterAll(async () => {
    for (const socket of sockets) await socket.close();
  });

  it('delivers a new message, and then its reactions, to the members following the channel', async () => {
    const socket = await connect(guest);
    await subscribe(socket, channel.id);
    const message = await post(host, 'Live from the venue');
    const received = await socket.waitFor(isMessage('Live from the venue'));
    expect(received.message).toMatchObject({ id: message.id, seq: message.seq, author: { firstName: 'Hal' } });

    expect((await send('POST', `/api/chat/channels/social/${social.id}/messages/${message.id}/reactions`, host, { emoji: '👍' })).statusCode).toBe(200);
    const updated = await socket.waitFor((frame) => frame.type === 'message-updated' && frame.message.id === message.id);
    expect(updated.type === 'message-updated' && updated.message.reactions).toEqual([{ emoji: '👍', count: 1, userIds: [host.userId] }]);
  });

  it('replays exactly the messages after the last one the client holds, in order, then goes on live without repeats', async () => {
    const first = await connect(guest);
    await subscribe(first, channel.id);
    const seen = await post(host, 'Before the drop');
    await first.waitFor(isMessage('Before the drop'));
    await first.close();

    const missedA = await post(host, 'Missed one');
    await post(guest, 'Missed two (from another tab)');
    await post(host, 'Missed reply', missedA.id);

    const again = await connect(guest);
    await subscribe(again, channel.id, seen.id);
    await post(host, 'Live again');
    await again.waitFor(isMessage('Live again'));
    expect(receivedBodies(again, channel.id)).toEqual(['Missed one', 'Missed two (from another tab)', 'Missed reply', 'Live again']);
  });

  it('stops delivering to a guest who cancels, and tells the socket so', async () => {
    const leaving = await h().signIn('socket-leaving@example.com');
    const rsvp = (await send('POST', `/api/socials/${social.id}/rsvps`, leaving, {})).json() as Rsvp;
    const socket = await connect(leaving);
    const stays = await connect(guest);
    await subscribe(socket, channel.id);
    await subscribe(stays, channel.id);
    await post(host, 'Everyone still here?');
    await socket.waitFor(isMessage('Everyone still here?'));

    expect((await send('DELETE', `/api/socials/${social.id}/rsvps/${rsvp.id}`, leaving)).statusCode).toBe(200);
    await post(host, 'Secret door code: 4412');
    await stays.waitFor(isMessage('Secret door code: 4412'));
    await socket.waitFor((frame) => frame.type === 'unsubscribed' && frame.channelId === channel.id);
    expect(receivedBodies(socket, channel.id)).not.toContain('Secret door code: 4412');

    // Subscribing again is refused too.
    socket.send({ type: 'subscribe', channelId: channel.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.frames.filter((frame) => frame.type === 'unsubscribed')).toHaveLength(2);
  });

  it('refuses a socket without a valid token, one that skips the token, and pages of other sites', async () => {
    const forged = await connect(null);
    forged.send({ type: 'auth', token: 'not-a-token' });
    expect(await forged.closed).toBe(CHAT_SOCKET_CLOSE.unauthorized);

    const skipping = await connect(null);
    skipping.send({ type: 'subscribe', channelId: channel.id });
    expect(await skipping.closed).toBe(CHAT_SOCKET_CLOSE.unauthorized);

    const garbled = await connect(guest);
    garbled.send({ type: 'dance' } as never);
    expect(await garbled.closed).toBe(CHAT_SOCKET_CLOSE.badFrame);

    await expect(openChatSocket(url, guest.token, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });

  it('closes a socket when its access token expires, so that the client renews it', async () => {
    const config = { ...h().config, accessTokenTtlSeconds: 1 };
    const shortLived = await signAccessToken(config, { userId: guest.userId, isAdmin: false });
    const socket = await connect({ token: shortLived, userId: guest.userId });
    expect(await socket.closed).toBe(CHAT_SOCKET_CLOSE.unauthorized);
  });

  it("refuses frames beyond a socket's budget with an error code, closes a socket that keeps flooding, and the API keeps answering", async () => {
    const selects = vi.spyOn(h().db, 'select');
    try {
      const flooder = await connect(guest);
      for (let i = 0; i < 5000; i += 1) flooder.send({ type: 'subscribe', channelId: randomUUID() });
      // The server is reading the flood: the first answers are back.
      await flooder.waitFor((frame) => frame.type === 'unsubscribed' || frame.type === 'error', 10_000);
      const started = performance.now();
      expect((await h().app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(performance.now() - started, 'GET /api/health during the flood (ms)').toBeLessThan(1000);

      expect(await within(flooder.closed, 5000, 'Closing the flooding socket')).toBe(CHAT_SOCKET_CLOSE.flooding);
      expect(flooder.frames.find((frame) => frame.type === 'error')).toMatchObject({ code: 'SLOW_DOWN' });
      // Each subscribe the budget let through cost one lookup of the (unknown) channel; the rest cost nothing.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(selects.mock.calls.length, 'queries run for the flood').toBeLessThanOrEqual(FRAME_BURST + 20);
      expect(flooder.frames.filter((frame) => frame.type === 'unsubscribed').length).toBeLessThanOrEqual(FRAME_BURST);
    } finally {
      selects.mockRestore();
    }

    // The same user's next socket follows and chats as before.
    const next = await connect(guest);
    await subscribe(next, channel.id);
    await post(host, 'After the flood');
    await next.waitFor(isMessage('After the flood'));
  });

  it('lets a page follow all its channels at once, refuses only the frames past the budget, and answers again once it refills', async () => {
    const page = await connect(host);
    const count = (type: ChatServerFrame['type']) => page.frames.filter((frame) => frame.type === type).length;
    // A page that reconnects subscribes to every channel it shows at once (the random ones are not the host's: each is refused, as not theirs).
    for (let i = 0; i < CHAT_SOCKET_MAX_CHANNELS - 1; i += 1) page.send({ type: 'subscribe', channelId: randomUUID() });
    page.send({ type: 'subscribe', channelId: channel.id });
    // Then pings, in the same breath, past the budget (the token took one frame of it). The server
    // reads the frames while it answers the first ones, and the budget refills meanwhile (more so on
    // a busy machine): 15 past it leave some refused, and fewer than the 20 that close the socket.
    const pastBudget = 15;
    const pings = FRAME_BURST - 1 - CHAT_SOCKET_MAX_CHANNELS + pastBudget;
    for (let i = 0; i < pings; i += 1) page.send({ type: 'ping' });

    await page.waitFor((frame) => frame.type === 'subscribed' && frame.channelId === channel.id, 20_000);
    expect(count('unsubscribed')).toBe(CHAT_SOCKET_MAX_CHANNELS - 1);
    await page.waitFor(() => count('pong') + count('error') === pings);
    // The frames past the budget were refused with a code and not answered; the socket stays open.
    expect(count('error')).toBeGreaterThanOrEqual(1);
    expect(count('error')).toBeLessThanOrEqual(pastBudget);
    expect(page.frames.filter((frame) => frame.type === 'error')).toEqual(Array(count('error')).fill(expect.objectContaining({ code: 'SLOW_DOWN' })));

    // A moment later the budget has refilled: frames are answered again, and messages still come.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pongs = count('pong');
    page.send({ type: 'ping' });
    await page.waitFor(() => count('pong') > pongs);
    await post(guest, 'Still here');
    await page.waitFor(isMessage('Still here'));
  });

  it('closes a socket that sends a frame larger than any the chat needs', async () => {
    const socket = await connect(guest);
    socket.send({ type: 'auth', token: 'x'.repeat(9000) });
    expect(await socket.closed).toBe(1009);
  });

  it('answers a plain GET of the socket path with 404', async () => {
    expect((await h().app.inject({ method: 'GET', url: '/api/chat/ws' })).statusCode).toBe(404);
  });
});
