// Chat: N clients connected to the chat's WebSocket follow one social's channel on a local server;
// a few senders post messages over HTTP; every client must receive every message exactly once and
// in order. Reports the fan-out latency (from the moment a message is posted to its arrival at each
// client, p50/p95/p99) and the messages delivered per second.
import type http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { postgresServerUrl, startApi, type BenchUser, type DatabaseKind } from './support/api';
import { Checks, machineLoad, progress, readFlags } from './support/cli';
import { createAgent, mapWithConcurrency, requestJson } from './support/http';
import { writeResult } from './support/results';
import { formatCount, formatMs, summarizeLatency, type LatencySummary } from './support/stats';

const BENCH = 'chat';
// `rate`: messages per second, all senders together (0: as fast as they can, which measures the
// most the server fans out; latency then is mostly time queued behind earlier messages).
const flags = readFlags(
  { clients: 1000, messages: 200, senders: 5, rate: 5, timeoutSeconds: 120 },
  { clients: 20, messages: 10, senders: 2, timeoutSeconds: 60 },
);
const checks = new Checks();
/** Sockets opened at once while connecting the clients. */
const CONNECT_CONCURRENCY = 50;

interface ChatResult {
  kind: DatabaseKind;
  clients: number;
  messages: number;
  latency: LatencySummary;
  /** Deliveries (messages × clients) per second, from the first post to the last arrival. */
  deliveriesPerSecond: number;
  /** Messages posted per second over the same time. */
  postedPerSecond: number;
  wallMs: number;
  missing: number;
  duplicated: number;
  outOfOrder: number;
}

interface Client {
  socket: WebSocket;
  /** Arrival time of each message id, and the order of arrival. */
  arrivals: Map<string, number>;
  seqs: number[];
  duplicates: number;
}

async function connect(url: string, user: BenchUser, channelId: string): Promise<Client> {
  const socket = new WebSocket(url);
  const client: Client = { socket, arrivals: new Map(), seqs: [], duplicates: 0 };
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; channelId?: string; message?: { id: string; seq: number } };
      if (frame.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', channelId }));
      else if (frame.type === 'subscribed') resolve();
      else if (frame.type === 'message' && frame.message) {
        if (client.arrivals.has(frame.message.id)) client.duplicates += 1;
        else client.arrivals.set(frame.message.id, performance.now());
        client.seqs.push(frame.message.seq);
      } else if (frame.type === 'unsubscribed' || frame.type === 'error') reject(new Error(`Subscribe refused: ${String(data)}`));
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: user.token })));
  });
  return client;
}

async function benchDatabase(kind: DatabaseKind): Promise<ChatResult> {
  // Posting as fast as the senders can: the per-user limit would otherwise be what is measured.
  const api = await startApi(kind, { env: { CHAT_MESSAGES_PER_MINUTE: '0' } });
  const agent: http.Agent = createAgent(flags.senders * 2);
  const clients: Client[] = [];
  try {
    const [host] = await api.createUsers(1, `chat-host-${kind}`);
    const guests = await api.createUsers(flags.clients, `chat-guest-${kind}`);
    const start = Date.now() + 7 * 24 * 3_600_000;
    const created = await requestJson(agent, `${api.url}/api/socials`, {
      method: 'POST',
      token: host!.token,
      body: { title: 'Chat bench', eventTimestamp: start, eventEndTimestamp: start + 3_600_000, timezone: 'America/New_York', isPublic: false },
    });
    if (created.status !== 201) throw new Error(`POST /api/socials answered ${created.status}`);
    const socialId = (created.body as { id: string }).id;
    await api.goTo(
      socialId,
      guests.map((guest) => guest.userId),
    );
    const channel = await requestJson(agent, `${api.url}/api/chat/channels`, { method: 'POST', token: host!.token, body: { type: 'social', socialId } });
    if (channel.status !== 200) throw new Error(`POST /api/chat/channels answered ${channel.status}`);
    const channelId = (channel.body as { id: string }).id;

    progress(BENCH, `${kind}: connecting ${flags.clients} clients`);
    const socketUrl = `${api.url.replace('http', 'ws')}/api/chat/ws`;
    clients.push(...(await mapWithConcurrency(guests, CONNECT_CONCURRENCY, (guest) => connect(socketUrl, guest, channelId))));

    progress(
      BENCH,
      `${kind}: ${flags.senders} senders post ${flags.messages} messages${flags.rate > 0 ? `, ${flags.rate} a second` : ', as fast as they can'}`,
    );
    const postedAt = new Map<string, number>();
    const senders = guests.slice(0, flags.senders);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      senders.map(async (sender) => {
        while (next < flags.messages) {
          const n = next++;
          if (flags.rate > 0) await sleep(Math.max(0, started + (n * 1000) / flags.rate - performance.now()));
          const before = performance.now();
          const res = await requestJson(agent, `${api.url}/api/chat/channels/social/${socialId}/messages`, {
            method: 'POST',
            token: sender.token,
            body: { body: `Bench message ${n}` },
          });
          if (res.status !== 201) throw new Error(`Posting answered ${res.status}: ${JSON.stringify(res.body)}`);
          postedAt.set((res.body as { id: string }).id, before);
        }
      }),
    );
    const postedMs = performance.now() - started;
    const deadline = Date.now() + flags.timeoutSeconds * 1000;
    const complete = () => clients.every((client) => client.arrivals.size >= flags.messages);
    while (!complete() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    let lastArrival = started;
    for (const client of clients) for (const at of client.arrivals.values()) lastArrival = Math.max(lastArrival, at);
    // A moment for a duplicate to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const samples: number[] = [];
    let missing = 0;
    let outOfOrder = 0;
    for (const client of clients) {
      for (const [id, at] of postedAt) {
        const arrived = client.arrivals.get(id);
        if (arrived === undefined) missing += 1;
        else samples.push(arrived - at);
      }
      if (client.seqs.some((seq, i) => i > 0 && seq <= client.seqs[i - 1]!)) outOfOrder += 1;
    }
    const duplicated = clients.reduce((sum, client) => sum + client.duplicates, 0);
    const wallMs = lastArrival - started;
    checks.expect(missing === 0, `${kind}: ${missing} deliveries of ${flags.messages * flags.clients} missing after ${flags.timeoutSeconds} s`);
    checks.expect(duplicated === 0, `${kind}: ${duplicated} messages delivered twice`);
    checks.expect(outOfOrder === 0, `${kind}: ${outOfOrder} clients received messages out of order`);
    return {
      kind,
      clients: flags.clients,
      messages: flags.messages,
      latency: summarizeLatency(samples),
      deliveriesPerSecond: (samples.length / wallMs) * 1000,
      postedPerSecond: (flags.messages / postedMs) * 1000,
      wallMs,
      missing,
      duplicated,
      outOfOrder,
    };
  } finally {
    for (const client of clients) client.socket.terminate();
    agent.destroy();
    await api.close();
  }
}

const kinds: DatabaseKind[] = postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite'];
const results: ChatResult[] = [];
for (const kind of kinds) results.push(await benchDatabase(kind));

const summary =
  `chat: ${flags.clients} clients in one channel, ${flags.messages} messages from ${flags.senders} senders${flags.rate > 0 ? ` at ${flags.rate}/s` : ' as fast as they can'} | ` +
  results
    .map(
      (r) =>
        `${r.kind}: fan-out p50 ${formatMs(r.latency.p50)} ms, p95 ${formatMs(r.latency.p95)} ms, p99 ${formatMs(r.latency.p99)} ms; ` +
        `${formatCount(r.deliveriesPerSecond)} deliveries/s, ${formatCount(r.postedPerSecond)} messages/s posted; ${r.missing} missing, ${r.duplicated} duplicated`,
    )
    .join(' | ') +
  ` | ${machineLoad()}`;
const file = writeResult(BENCH, summary, { flags, results, failures: checks.failures });
checks.report(BENCH);
progress(BENCH, `wrote ${file}`);
console.log(summary);
