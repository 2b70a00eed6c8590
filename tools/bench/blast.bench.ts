// Blast: one host e-mails N followers through a real SMTP server on localhost (the smtp-server
// package as a sink); reports messages/s from the request to the last message received, and checks
// that every address received exactly one message.
import type http from 'node:http';
import { startSmtpSink } from './support/api-internals';
import { postgresServerUrl, startApi, type DatabaseKind } from './support/api';
import { Checks, machineLoad, progress, readFlags } from './support/cli';
import { createAgent, requestJson } from './support/http';
import { writeResult } from './support/results';
import { formatCount } from './support/stats';

const BENCH = 'blast';
const flags = readFlags({ recipients: 10_000 }, { recipients: 200 });
const checks = new Checks();

interface BlastResult {
  kind: DatabaseKind;
  recipients: number;
  received: number;
  wallMs: number;
  messagesPerSecond: number;
  duplicates: number;
  missing: number;
}

async function benchDatabase(kind: DatabaseKind): Promise<BlastResult> {
  const sink = await startSmtpSink();
  // No pacing: the sink takes whatever comes, so the figure is what the server can send.
  const api = await startApi(kind, { env: { SMTP_URL: sink.url, BLAST_EMAILS_PER_SECOND: '0' } });
  const agent: http.Agent = createAgent(8);
  try {
    const [host] = await api.createUsers(1, `blast-host-${kind}`);
    const followers = await api.createUsers(flags.recipients, `blast-${kind}`);
    await api.follow(
      host!.userId,
      followers.map((f) => f.userId),
    );

    progress(BENCH, `${kind}: one blast to ${flags.recipients} followers`);
    const started = performance.now();
    const res = await requestJson(agent, `${api.url}/api/hosts/blast`, {
      method: 'POST',
      token: host!.token,
      body: { subject: 'Bench news', body: 'Hi {{firstName}}' },
    });
    if (res.status !== 202) throw new Error(`POST /api/hosts/blast answered ${res.status}: ${JSON.stringify(res.body)}`);
    const deadline = Date.now() + Math.max(120_000, flags.recipients * 50);
    let last = -1;
    while (sink.received.length < flags.recipients && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (sink.received.length - last >= 1000) {
        last = sink.received.length;
        progress(BENCH, `${kind}: ${last} received`);
      }
    }
    const wallMs = performance.now() - started;
    // A moment for any message beyond N (a duplicate) to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const counts = sink.countsByAddress();
    const expected = new Set(followers.map((_, i) => `blast-${kind}-${i + 1}@bench.test`));
    const missing = [...expected].filter((address) => !counts.has(address)).length;
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    checks.expect(missing === 0, `${kind}: ${missing} of ${flags.recipients} addresses received nothing`);
    checks.expect(duplicates === 0, `${kind}: ${duplicates} addresses received more than one message`);
    checks.expect(
      [...counts.keys()].every((address) => expected.has(address)),
      `${kind}: mail reached an address that was not a follower`,
    );
    return {
      kind,
      recipients: flags.recipients,
      received: sink.received.length,
      wallMs,
      messagesPerSecond: (sink.received.length / wallMs) * 1000,
      duplicates,
      missing,
    };
  } finally {
    agent.destroy();
    await api.close();
    await sink.close();
  }
}

const kinds: DatabaseKind[] = postgresServerUrl() ? ['pglite', 'postgres'] : ['pglite'];
const results: BlastResult[] = [];
for (const kind of kinds) results.push(await benchDatabase(kind));

const summary =
  `blast: ${flags.recipients} e-mails to a local SMTP server | ` +
  results
    .map(
      (r) => `${r.kind}: ${formatCount(r.messagesPerSecond)} messages/s (${(r.wallMs / 1000).toFixed(1)} s), ${r.missing} missing, ${r.duplicates} duplicated`,
    )
    .join(' | ') +
  ` | ${machineLoad()}`;
const file = writeResult(BENCH, summary, { flags, results, failures: checks.failures });
checks.report(BENCH);
progress(BENCH, `wrote ${file}`);
console.log(summary);
