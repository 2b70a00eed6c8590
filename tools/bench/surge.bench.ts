// Surge: N attendees RSVP at once to one event with C seats, then the same load over several events;
// with --paid, N buyers open checkouts for one paid tier of C seats and pay (support/paid-surge.ts).
import type http from 'node:http';
import { postgresServerUrl, startApi, type BenchApi, type BenchUser, type DatabaseKind } from './support/api';
import { Checks, machineLoad, progress, readFlags } from './support/cli';
import { createAgent, mapWithConcurrency, requestJson, type TimedResponse } from './support/http';
import { writeResult } from './support/results';
import { PaidSurge, type PaidSurgeResult } from './support/paid-surge';
import { countApprovedRsvps, createSocial, readConfirmedPax } from './support/socials';
import { formatCount, formatMs, formatRatio, summarizeLatency, type LatencySummary } from './support/stats';

const BENCH = 'surge';

const flags = readFlags({ attendees: 1000, seats: 100, sockets: 100, events: 10 }, { attendees: 100, seats: 10 }, ['paid']);
/** Untimed RSVPs before the first phase; the smoke run checks correctness only and skips them. */
const warmUpRsvps = flags.smoke ? 0 : Math.min(100, flags.attendees);
if (flags.seats < flags.events) throw new Error(`--seats (${flags.seats}) must be at least --events (${flags.events}) to give every event a seat`);

interface BenchEvent {
  id: string;
  seats: number | null;
}

interface PhaseResult {
  events: number;
  seatsPerEvent: (number | null)[];
  requests: number;
  confirmed: number;
  /** Not seated: put on the waitlist (the server's current answer to a full event) or refused with 409. */
  waitlisted: number;
  refused: number;
  wallMs: number;
  rsvpsPerMinute: number;
  latencyMs: LatencySummary;
}

const checks = new Checks();

async function createEvent(api: BenchApi, agent: http.Agent, host: BenchUser, title: string, seats: number | null): Promise<BenchEvent> {
  const { id } = await createSocial(api, agent, host, { title, seats });
  return { id, seats };
}

function rsvp(api: BenchApi, agent: http.Agent, event: BenchEvent, attendee: BenchUser): Promise<TimedResponse> {
  return requestJson(agent, `${api.url}/api/socials/${event.id}/rsvps`, { method: 'POST', token: attendee.token });
}

/** What the server says it holds: the seat counter and the approved RSVPs must both equal what was confirmed. */
async function checkServerCounts(api: BenchApi, agent: http.Agent, host: BenchUser, event: BenchEvent, expected: number): Promise<void> {
  const confirmedPax = await readConfirmedPax(api, agent, host, event.id);
  const approved = await countApprovedRsvps(api, agent, host, event.id);
  checks.expect(confirmedPax === expected, `${api.kind} event ${event.id}: confirmedPax ${confirmedPax}, expected ${expected}`);
  checks.expect(approved === expected, `${api.kind} event ${event.id}: ${approved} approved RSVPs listed, expected ${expected}`);
}

type Outcome = 'confirmed' | 'waitlisted' | 'refused' | 'unexpected';

/** A seat (201, APPROVED); no seat, either on the waitlist (201, WAITLIST) or refused as full (409); anything else is wrong. */
function outcomeOf(response: TimedResponse): Outcome {
  const body = response.body as { status?: string; message?: string } | null;
  if (response.status === 201 && body?.status === 'APPROVED') return 'confirmed';
  if (response.status === 201 && body?.status === 'WAITLIST') return 'waitlisted';
  if (response.status === 409 && body?.message === 'This event is full') return 'refused';
  return 'unexpected';
}

/**
 * Fires one RSVP per attendee, attendee i to event i mod events.length, `sockets` in flight at a
 * time, then checks that every event seated exactly min(its attendees, its seats) and turned the
 * rest away (waitlisted or refused as full), and that the server's own counts agree.
 */
async function runPhase(api: BenchApi, agent: http.Agent, host: BenchUser, events: BenchEvent[], attendees: BenchUser[]): Promise<PhaseResult> {
  const eventOf = (i: number) => events[i % events.length]!;
  const started = performance.now();
  const responses = await mapWithConcurrency(
    attendees.map((attendee, i) => ({ attendee, event: eventOf(i) })),
    flags.sockets,
    ({ attendee, event }) => rsvp(api, agent, event, attendee),
  );
  const wallMs = performance.now() - started;

  const outcomes = responses.map(outcomeOf);
  const tally = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  const unexpected = responses.filter((_, i) => outcomes[i] === 'unexpected');
  checks.expect(
    unexpected.length === 0,
    `${api.kind}: ${unexpected.length} RSVPs were neither seated, waitlisted nor refused as full, e.g. ${unexpected[0]?.status} ${JSON.stringify(unexpected[0]?.body)}`,
  );

  for (const [index, event] of events.entries()) {
    const tried = outcomes.filter((_, i) => i % events.length === index);
    const expected = Math.min(tried.length, event.seats ?? Infinity);
    const won = tried.filter((o) => o === 'confirmed').length;
    checks.expect(won === expected, `${api.kind} event ${event.id}: ${won} RSVPs confirmed, expected ${expected}`);
    await checkServerCounts(api, agent, host, event, expected);
  }

  return {
    events: events.length,
    seatsPerEvent: events.map((e) => e.seats),
    requests: responses.length,
    confirmed: tally('confirmed'),
    waitlisted: tally('waitlisted'),
    refused: tally('refused'),
    wallMs: Math.round(wallMs),
    rsvpsPerMinute: Math.round((responses.length / wallMs) * 60_000),
    latencyMs: summarizeLatency(responses.map((r) => r.ms)),
  };
}

/** C seats split over the events as evenly as whole seats allow, so the total stays C. */
function splitSeats(seats: number, events: number): number[] {
  return Array.from({ length: events }, (_, k) => Math.floor(seats / events) + (k < seats % events ? 1 : 0));
}

async function benchDatabase(kind: DatabaseKind) {
  progress(BENCH, `${kind}: starting the API and creating ${flags.attendees + 1} users`);
  const api = await startApi(kind);
  const agent = createAgent(flags.sockets);
  try {
    const [host, ...attendees] = await api.createUsers(flags.attendees + 1, 'surge');
    if (!host) throw new Error('No host user');

    // Not measured: lets the JIT and the database caches settle before the first timed phase.
    if (warmUpRsvps > 0) {
      const warmUp = await createEvent(api, agent, host, 'Surge warm-up', null);
      await mapWithConcurrency(attendees.slice(0, warmUpRsvps), flags.sockets, (a) => rsvp(api, agent, warmUp, a));
    }

    progress(BENCH, `${kind}: ${flags.attendees} RSVPs to one event with ${flags.seats} seats`);
    const hotEvent = await createEvent(api, agent, host, 'Surge hot event', flags.seats);
    const hot = await runPhase(api, agent, host, [hotEvent], attendees);

    progress(BENCH, `${kind}: the same ${flags.attendees} RSVPs over ${flags.events} events sharing ${flags.seats} seats`);
    const spreadEvents: BenchEvent[] = [];
    for (const [k, seats] of splitSeats(flags.seats, flags.events).entries()) {
      spreadEvents.push(await createEvent(api, agent, host, `Surge spread event ${k + 1}`, seats));
    }
    const spread = await runPhase(api, agent, host, spreadEvents, attendees);

    return { kind, hot, spread, hotToSpreadThroughput: hot.rsvpsPerMinute / spread.rsvpsPerMinute };
  } finally {
    agent.destroy();
    await api.close();
  }
}

type DatabaseResult = Awaited<ReturnType<typeof benchDatabase>>;

function describeDatabase(r: DatabaseResult): string {
  const { hot, spread } = r;
  const latency = `p50/p95/p99 ${formatMs(hot.latencyMs.p50)}/${formatMs(hot.latencyMs.p95)}/${formatMs(hot.latencyMs.p99)} ms`;
  return (
    `${r.kind}: ${hot.confirmed} confirmed, ${hot.waitlisted + hot.refused} rejected (${hot.waitlisted} waitlisted, ${hot.refused} 409 full), ${formatCount(hot.rsvpsPerMinute)} RSVPs/min, ${latency}; ` +
    `spread ${formatCount(spread.rsvpsPerMinute)} RSVPs/min, p95 ${formatMs(spread.latencyMs.p95)} ms (${spread.confirmed} confirmed), one-hot/spread ${formatRatio(r.hotToSpreadThroughput)}`
  );
}

/** `--paid`: the attendees are buyers of one paid tier with the C seats (support/paid-surge.ts). */
async function benchPaidDatabase(kind: DatabaseKind): Promise<{ kind: DatabaseKind } & PaidSurgeResult> {
  progress(BENCH, `${kind}: starting the API and creating ${flags.attendees + 1} users`);
  const api = await startApi(kind, { env: { PAYMENT_PROVIDER: 'test' } });
  const agent = createAgent(flags.sockets);
  try {
    const [host, ...buyers] = await api.createUsers(flags.attendees + 1, 'surge');
    if (!host) throw new Error('No host user');
    const surge = new PaidSurge(api, agent, host, flags.sockets, checks);
    if (warmUpRsvps > 0) {
      const warmUp = await createEvent(api, agent, host, 'Surge warm-up', null);
      await mapWithConcurrency(buyers.slice(0, warmUpRsvps), flags.sockets, (a) => rsvp(api, agent, warmUp, a));
    }
    progress(BENCH, `${kind}: ${flags.attendees} buyers open checkouts for ${flags.seats} paid seats and pay`);
    return { kind, ...(await surge.run(buyers, flags.seats)) };
  } finally {
    agent.destroy();
    await api.close();
  }
}

function describePaidDatabase(r: { kind: DatabaseKind } & PaidSurgeResult): string {
  const { checkoutLatencyMs: c } = r;
  return (
    `${r.kind}: ${r.paidFirst + r.paidOnRetry} paid (${r.paidOnRetry} after ${r.abandoned} abandoned holds lapsed), ${r.refused} refused (409 full), ${r.waitlisted} waitlisted, ` +
    `${formatCount(r.checkoutsPerMinute)} checkouts/min, checkout p50/p95/p99 ${formatMs(c.p50)}/${formatMs(c.p95)}/${formatMs(c.p99)} ms, pay p95 ${formatMs(r.payLatencyMs.p95)} ms`
  );
}

const kinds: DatabaseKind[] = postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite'];
const results: (DatabaseResult | Awaited<ReturnType<typeof benchPaidDatabase>>)[] = [];
const lines: string[] = [];
for (const kind of kinds) {
  if (flags.paid) {
    const result = await benchPaidDatabase(kind);
    results.push(result);
    lines.push(describePaidDatabase(result));
  } else {
    const result = await benchDatabase(kind);
    results.push(result);
    lines.push(describeDatabase(result));
  }
}

const summary = flags.paid
  ? `surge --paid: ${flags.attendees} buyers → 1 paid tier × ${flags.seats} seats, ${flags.sockets} sockets | ${lines.join(' | ')} | ${machineLoad()}`
  : `surge: ${flags.attendees} attendees → 1 event × ${flags.seats} seats vs ${flags.events} events sharing them, ${flags.sockets} sockets | ` +
    `${lines.join(' | ')} | ${machineLoad()}`;
const file = writeResult(BENCH, summary, { flags, results, failures: checks.failures });
checks.report(BENCH);
progress(BENCH, `wrote ${file}`);
console.log(summary);
