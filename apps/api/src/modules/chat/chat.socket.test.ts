import { CHAT_SOCKET_CLOSE, type ChatChannel, type ChatMessage, type ChatServerFrame, type Rsvp, type Social } from '@socials/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signAccessToken } from '../../core/access-token';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer, createSocial, type TestUser } from '../../test/kit';
import { openChatSocket, receivedBodies, subscribe, type TestChatSocket } from './chat-test-socket';

const isMessage = (body: string) => (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'message' }> => frame.type === 'message' && frame.message.body === body;

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

  it('answers a plain GET of the socket path with 404', async () => {
    expect((await h().app.inject({ method: 'GET', url: '/api/chat/ws' })).statusCode).toBe(404);
  });
});
