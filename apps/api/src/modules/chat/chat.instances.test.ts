import type { ChatChannel, ChatMessage, ChatServerFrame, Social } from '@socials/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, socialBody } from '../../test/kit';
import { startTwoInstances, type ApiInstance, type TwoInstances } from '../../test/two-instances';
import { openChatSocket, receivedBodies, subscribe, type TestChatSocket } from './chat-test-socket';

type Instance = ApiInstance;

const isMessage = (body: string) => (frame: ChatServerFrame) => frame.type === 'message' && frame.message.body === body;

/**
 * Two API instances on one PostgreSQL database, each with its own pool, listening connection and
 * sockets, as behind a load balancer: a message posted through A reaches a socket on B, a client
 * that reconnects to the other instance gets exactly what it missed, and a guest who leaves
 * through A stops receiving on B.
 */
describe.skipIf(!process.env.DATABASE_URL)('chat across two instances [postgres]', () => {
  let instances: TwoInstances;
  const sockets: TestChatSocket[] = [];
  let a: Instance;
  let b: Instance;
  let host: { token: string; userId: string };
  let guest: { token: string; userId: string };
  let social: Social;
  let channel: ChatChannel;

  async function call<T>(instance: Instance, method: 'GET' | 'POST' | 'DELETE', url: string, who: { token: string }, payload?: object): Promise<T> {
    const res = await instance.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as T;
  }

  const post = (instance: Instance, body: string) => call<ChatMessage>(instance, 'POST', `/api/chat/channels/social/${social.id}/messages`, host, { body });

  async function connect(instance: Instance, who: { token: string }): Promise<TestChatSocket> {
    const socket = await openChatSocket(`${instance.address!.replace('http', 'ws')}/api/chat/ws`, who.token);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    instances = await startTwoInstances({ listen: true });
    ({ a, b } = instances);
    host = await instances.user('chat-two-host@example.com');
    guest = await instances.user('chat-two-guest@example.com');
    social = await call<Social>(a, 'POST', '/api/socials', host, socialBody({ title: 'Two Instances Chat' }));
    await call(a, 'POST', `/api/socials/${social.id}/rsvps`, guest, {});
    channel = await call<ChatChannel>(b, 'GET', `/api/chat/channels/social/${social.id}`, guest);
  });

  afterAll(async () => {
    for (const socket of sockets) await socket.close();
    await instances?.close();
  });

  it('a message posted through A reaches a socket on B', async () => {
    const onB = await connect(b, guest);
    await subscribe(onB, channel.id);
    await post(a, 'Hello from instance A');
    await onB.waitFor(isMessage('Hello from instance A'));
  });

  it('a client that drops off B and reconnects to A with its last message id gets exactly the missed ones, in order', async () => {
    const onB = await connect(b, guest);
    await subscribe(onB, channel.id);
    const last = await post(a, 'Last seen on B');
    await onB.waitFor(isMessage('Last seen on B'));
    await onB.close();

    await post(b, 'Missed 1 (through B)');
    await post(a, 'Missed 2 (through A)');
    const onA = await connect(a, guest);
    await subscribe(onA, channel.id, last.id);
    await post(b, 'Live after reconnect');
    await onA.waitFor(isMessage('Live after reconnect'));
    expect(receivedBodies(onA, channel.id)).toEqual(['Missed 1 (through B)', 'Missed 2 (through A)', 'Live after reconnect']);
  });

  it('a guest who cancels through A stops receiving on B', async () => {
    const leaving = await instances.user('chat-two-leaving@example.com');
    const rsvp = await call<{ id: string }>(a, 'POST', `/api/socials/${social.id}/rsvps`, leaving, {});
    const onB = await connect(b, leaving);
    await subscribe(onB, channel.id);
    await call(a, 'DELETE', `/api/socials/${social.id}/rsvps/${rsvp.id}`, leaving);
    const staying = await connect(b, guest);
    await subscribe(staying, channel.id);
    await post(a, 'Only for those going');
    await staying.waitFor(isMessage('Only for those going'));
    await onB.waitFor((frame) => frame.type === 'unsubscribed');
    expect(receivedBodies(onB, channel.id)).not.toContain('Only for those going');
  });
});
