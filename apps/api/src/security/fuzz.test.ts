import { sql } from 'drizzle-orm';
import { ERROR_CODES, MAX_TIMESTAMP } from '@socials/domain';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from '../app-services';
import { buildApp } from '../http/app';
import { signAccessToken } from '../core/access-token';
import { loadConfig } from '../core/config';
import type { Db } from '../core/db';
import { openMigratedPglite } from '../test/migrated-templates';
import { cities, hostReviews, rsvps, socials, ticketTiers, users } from '../db/schema';
import { DEMO_CITIES } from '../db/seed';
import { describeOnOneDatabase, type Harness } from '../test/harness';
import {
  apiOperations,
  caseKindsFor,
  fuzzRequests,
  hostileUrlRequests,
  POLLUTION_MARKER,
  urlFieldsOf,
  type ApiOperation,
  type CaseKind,
  type FuzzRequest,
  type KnownValues,
  type OpenApiDocument,
  type RequestKind,
} from './fuzz-requests';
import { bearer, DAY, HOUR } from '../test/kit';

/**
 * Generated requests per route, spread over the kinds of case (at least one of each); each is sent
 * as anonymous, user and admin. Every run draws a new seed, so runs add up to wide coverage over
 * time; FUZZ_RUNS=50 goes deeper in one run.
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/** Replays a failing run: fast-check prints the seed (and path) of every failure. */
const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Test definitions need the route list before any harness exists, so read it from a throw-away app. */
async function readOpenApiDocument(): Promise<OpenApiDocument> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DATA_DIR: 'memory://', SEED_DEMO_DATA: 'false' });
  const database = await openMigratedPglite();
  const services = await createAppServices(config, database);
  const app = await buildApp(services);
  try {
    await app.ready();
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
    await services.jobs.stop();
    await database.close();
  }
}

const operations = apiOperations(await readOpenApiDocument());

/** Runs of each kind so that a route gets FUZZ_RUNS in all (at least one of each kind). */
function runsPerKind(kinds: readonly CaseKind[]): Map<CaseKind, number> {
  return new Map(kinds.map((kind, i) => [kind, Math.max(1, Math.floor(FUZZ_RUNS / kinds.length) + (i < FUZZ_RUNS % kinds.length ? 1 : 0))]));
}

/** The tables whose rows a refused request must leave alone. */
const WATCHED_TABLES = [
  'users',
  'socials',
  'ticket_tiers',
  'social_hosts',
  'rsvps',
  'cities',
  'verified_emails',
  'payments',
  'refunds',
  'promo_codes',
  'disputes',
  'bank_accounts',
  'payment_events',
  'host_reviews',
  'attendee_reviews',
];

/**
 * Counts every change to a row of the watched tables, per table, in fuzz_row_changes: triggers add
 * one for each row inserted, deleted, or updated to other values, in the changing transaction (so a
 * change rolled back counts nothing). Reading the counts is one small query per request, where
 * hashing every row of the fifteen tables before and after each of some 7,000 requests cost the
 * database about half the suite's time.
 */
async function countRowChanges(db: Db): Promise<void> {
  const statements = [
    'create table fuzz_row_changes (table_name text primary key, changes bigint not null default 0)',
    `insert into fuzz_row_changes (table_name) values ${WATCHED_TABLES.map((table) => `('${table}')`).join(', ')}`,
    `create function fuzz_count_row_change() returns trigger language plpgsql as $$
       begin update fuzz_row_changes set changes = changes + 1 where table_name = TG_TABLE_NAME; return null; end $$`,
    ...WATCHED_TABLES.flatMap((table) => [
      `create trigger fuzz_row_added_or_removed after insert or delete on ${table} for each row execute function fuzz_count_row_change()`,
      `create trigger fuzz_row_changed after update on ${table} for each row when (old.* is distinct from new.*) execute function fuzz_count_row_change()`,
    ]),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** How many times each watched table's rows changed so far (countRowChanges). */
async function snapshotTables(db: Db): Promise<Record<string, number>> {
  const { rows } = (await db.execute(sql.raw('select table_name, changes::int as changes from fuzz_row_changes'))) as unknown as {
    rows: { table_name: string; changes: number }[];
  };
  return Object.fromEntries(rows.map((row) => [row.table_name, row.changes]));
}

async function adminIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(sql`${users.isAdmin}`);
  return rows.map((row) => row.id).sort();
}

type Identity = 'anonymous' | 'user' | 'admin';

/** Status codes each kind must get on a route that takes a JSON body, whoever sends it. */
const EXPECTED_STATUSES: Partial<Record<RequestKind, number[]>> = {
  'malformed JSON': [400],
  'wrong content type': [400, 415],
  'body over the size limit': [413],
};

function describeRequest(identity: Identity, request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : ` ${request.headers['content-type']} ${request.payload.toString().slice(0, 300)}`;
  return `${identity}, ${request.kind}: ${request.method} ${request.url.slice(0, 300)}${payload}`;
}

describeOnOneDatabase(
  'bad input fuzz',
  (harness) => {
    const tokens: Record<Identity, string | undefined> = { anonymous: undefined, user: undefined, admin: undefined };
    const accounts: Partial<Record<Identity, { userId: string; isAdmin: boolean }>> = {};
    /** A token made for this request: the whole suite outlasts an access token's lifetime on a loaded machine. */
    const freshToken = async (h: Harness, identity: Identity) => {
      const account = accounts[identity];
      return account ? signAccessToken(h.config, account) : undefined;
    };
    let known: KnownValues = { ids: [], keys: [], bySegment: {} };
    /** The staff accounts, which no request may add to. */
    let admins: string[] = [];

    beforeAll(async () => {
      const h = harness();
      await countRowChanges(h.db);
      await h.db.insert(cities).values(DEMO_CITIES).onConflictDoNothing();
      const user = await h.signIn('fuzz.user@example.com', { firstName: 'Fuzzy', lastName: 'User' });
      const admin = await h.signIn('fuzz.admin@example.com', { admin: true, firstName: 'Ada', lastName: 'Admin' });
      const guest = await h.signIn('fuzz.guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
      tokens.user = user.token;
      tokens.admin = admin.token;
      accounts.user = { userId: user.userId, isAdmin: false };
      accounts.admin = { userId: admin.userId, isAdmin: true };

      // A social of the user's that a guest RSVPed to, and an approved public social of the admin's the user RSVPed to.
      const start = Date.now() + 7 * DAY;
      const post = async (token: string, url: string, payload: object) => {
        const res = await h.app.inject({ method: 'POST', url, headers: bearer(token), payload });
        if (res.statusCode !== 201) throw new Error(`Fixture ${url} failed: ${res.statusCode} ${res.body}`);
        return res.json() as { id: string };
      };
      const social = { eventTimestamp: start, eventEndTimestamp: start + HOUR, timezone: 'Europe/London', cityId: 'london', isPublic: true };
      const usersSocial = await post(user.token, '/api/socials', { ...social, title: 'Fuzz Fixture Meetup', hostIds: [guest.userId] });
      const adminsSocial = await post(admin.token, '/api/socials', { ...social, title: 'Staff Fixture Social' });
      await h.app.inject({
        method: 'PATCH',
        url: `/api/socials/${adminsSocial.id}`,
        headers: bearer(admin.token),
        payload: { publicApprovalStatus: 'APPROVED' },
      });
      await post(guest.token, `/api/socials/${usersSocial.id}/rsvps`, {});
      const usersRsvp = await post(user.token, `/api/socials/${adminsSocial.id}/rsvps`, {});
      // The user's review of the admin's social, so that the /host-reviews/{id} routes meet a real one.
      const [review] = await h.db
        .insert(hostReviews)
        .values({ socialId: adminsSocial.id, rsvpId: usersRsvp.id, authorId: user.userId, rating: 4, comment: 'Fuzz fixture' })
        .returning({ id: hostReviews.id });
      const reviewIds = review ? [review.id] : [];

      const [userRows, socialRows, rsvpRows, tierRows] = await Promise.all([
        h.db.select({ id: users.id, key: users.slug }).from(users),
        h.db.select({ id: socials.id, key: socials.slug }).from(socials),
        h.db.select({ id: rsvps.id }).from(rsvps),
        h.db.select({ id: ticketTiers.id }).from(ticketTiers),
      ]);
      const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
      const slugs = [...userRows, ...socialRows].map((row) => row.key);
      const cityIds = DEMO_CITIES.map((city) => city.id);
      known = {
        ids: [...ids([...userRows, ...socialRows, ...rsvpRows, ...tierRows]), ...reviewIds],
        keys: [...slugs, ...cityIds, ...ids(tierRows)],
        bySegment: { users: ids(userRows), socials: ids(socialRows), rsvps: ids(rsvpRows), cities: cityIds, slug: slugs, 'host-reviews': reviewIds },
      };
      admins = await adminIds(h.db);
    });

    async function sendAndCheck(h: Harness, operation: ApiOperation, request: FuzzRequest, identity: Identity): Promise<void> {
      const before = await snapshotTables(h.db);
      const token = await freshToken(h, identity);
      const res = await h.app.inject({
        method: request.method as HTTPMethods,
        url: request.url,
        headers: { ...request.headers, ...(token ? bearer(token) : {}) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const what = `${describeRequest(identity, request)}\n  -> ${res.statusCode} ${res.body.slice(0, 500)}`;

      expect(res.statusCode, what).toBeLessThan(500);
      expect(POLLUTION_MARKER in Object.prototype, `Object.prototype was polluted by ${what}`).toBe(false);
      const after = await snapshotTables(h.db);
      if (after.users !== before.users) expect(await adminIds(h.db), `nobody may become admin: ${what}`).toEqual(admins);
      const expected = operation.body ? EXPECTED_STATUSES[request.kind] : undefined;
      if (expected) expect(expected, what).toContain(res.statusCode);
      // Validation comes before any access check, so a signed-in caller learns the link is refused.
      if (request.kind === 'hostile URLs') expect(res.statusCode, `a hostile link must be refused: ${what}`).toBe(400);
      if (res.statusCode < 400) return;

      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      const body = res.json() as { statusCode: unknown; code: string; fieldErrors?: { field: string }[] };
      expect(body, what).toMatchObject({ statusCode: res.statusCode, error: expect.any(String), message: expect.any(String) });
      // Every refusal names its code, one of those clients branch on.
      expect(ERROR_CODES, `the code of ${what}`).toContain(body.code);
      const fields = (body.fieldErrors ?? []).map((f) => f.field);
      for (const field of fields) expect(field, what).toMatch(/^(params|query|body|headers)(\.|$)/);
      const fault = request.fault;
      if (res.statusCode === 400 && fault) {
        expect(
          fields.some((field) => field === fault || field.startsWith(`${fault}.`)),
          `the field errors must name ${fault}: ${what}`,
        ).toBe(true);
      }
      expect(after, `a refused request changed stored data: ${what}`).toEqual(before);
    }

    describe('inputs that answered 500 before (found by this fuzz and its probes)', () => {
      const as = (identity: Identity) => ({ authorization: `Bearer ${tokens[identity]}` });
      const YEAR_10000 = MAX_TIMESTAMP + 1;

      it('refuses event times after the year 9999 with a field error, and takes the last millisecond of 9999', async () => {
        const h = harness();
        const social = { title: 'Far Future Social', eventTimestamp: 0, timezone: 'UTC' };
        const refused = await h.app.inject({ method: 'POST', url: '/api/socials', headers: as('user'), payload: { ...social, eventEndTimestamp: YEAR_10000 } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fieldErrors).toEqual([expect.objectContaining({ field: 'body.eventEndTimestamp' })]);

        const accepted = await h.app.inject({
          method: 'POST',
          url: '/api/socials',
          headers: as('user'),
          payload: { ...social, eventEndTimestamp: MAX_TIMESTAMP },
        });
        expect(accepted.statusCode, accepted.body).toBe(201);
        expect(accepted.json().eventEndTimestamp).toBe(MAX_TIMESTAMP);
      });

      it('refuses a page key that points after the year 9999', async () => {
        const key = Buffer.from(JSON.stringify([YEAR_10000, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
        const res = await harness().app.inject({ method: 'GET', url: `/api/socials/public?exclusiveStartKey=${key}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'query.exclusiveStartKey' })]);
      });

      it('answers 400 to NUL characters and unpaired surrogates in text and JSON fields, and stores nothing', async () => {
        const h = harness();
        const before = await snapshotTables(h.db);
        const school = (name: string) => ({ curAcademic: { school: { name } } });
        for (const payload of [{ lastName: 'nul\u0000byte' }, school('\u0000'), school('lone \ud800 surrogate'), school('\udc00')]) {
          const res = await h.app.inject({ method: 'PATCH', url: '/api/users/me', headers: as('user'), payload });
          expect(res.statusCode, JSON.stringify(payload)).toBe(400);
          expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/Unicode.*NUL/) });
        }
        expect(await snapshotTables(h.db)).toEqual(before);
      });

      it.each(['/api/users/slug/nul%00byte', '/api/socials/slug/%00', '/api/cities/%00', '/api/dev/outbox?to=nul%00byte', '/api/socials/public?cityId=%00'])(
        'answers 400 to a NUL character in %s',
        async (url) => {
          const res = await harness().app.inject({ method: 'GET', url });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        },
      );

      it('cancels an RSVP whose tier was repriced to the highest ticket price and deposit', async () => {
        const h = harness();
        const start = Date.now() + 30 * DAY;
        const created = await h.app.inject({
          method: 'POST',
          url: '/api/socials',
          headers: as('user'),
          payload: { title: 'Priciest Social', eventTimestamp: start, eventEndTimestamp: start + HOUR, timezone: 'UTC' },
        });
        const socialId = created.json().id as string;
        const rsvp = await h.app.inject({ method: 'POST', url: `/api/socials/${socialId}/rsvps`, headers: as('admin'), payload: {} });
        expect(rsvp.statusCode, rsvp.body).toBe(201);
        const maxCents = 100_000_000;
        const repriced = await h.app.inject({
          method: 'PATCH',
          url: `/api/socials/${socialId}`,
          headers: as('user'),
          payload: { ticketTiers: [{ name: 'Gold', type: 'PAID', ticketPrice: maxCents, depositAmount: maxCents }] },
        });
        expect(repriced.statusCode, repriced.body).toBe(200);

        const cancelled = await h.app.inject({ method: 'DELETE', url: `/api/socials/${socialId}/rsvps/${rsvp.json().id}`, headers: as('user') });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        // The record holds what was paid for the RSVP, and it was free when made: nothing to refund.
        expect(cancelled.json().cancellation).toMatchObject({ cancelledBy: 'HOST', refundAmount: 0 });
      });
    });

    it('fuzzes every route of the OpenAPI document', async () => {
      const served = (await harness().app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
      expect(apiOperations(served).map((op) => `${op.method} ${op.path}`)).toEqual(operations.map((op) => `${op.method} ${op.path}`));
      expect(operations.length).toBeGreaterThan(20);
    });

    describe('hostile links in link fields', () => {
      for (const operation of operations) {
        const fields = urlFieldsOf(operation);
        if (fields.length === 0) continue;
        it(`${operation.method} ${operation.path}: each is refused naming its field (${fields.join(', ')})`, async () => {
          const h = harness();
          const seed = FUZZ_SEED ?? Date.now();
          for (const request of hostileUrlRequests(operation, known, seed)) {
            for (const identity of ['user', 'admin'] as const) await sendAndCheck(h, operation, request, identity);
          }
        });
      }
    });

    for (const operation of operations) {
      describe(`${operation.method} ${operation.path}`, () => {
        const kinds = caseKindsFor(operation);
        for (const [kind, numRuns] of runsPerKind(kinds)) {
          it(`${kind}: no 5xx, the error shape, nothing stored on refusal (${numRuns} runs)`, async () => {
            const h = harness();
            await fc.assert(
              fc.asyncProperty(fuzzRequests(operation, kind, known), async (request) => {
                for (const identity of ['anonymous', 'user', 'admin'] as const) await sendAndCheck(h, operation, request, identity);
              }),
              { numRuns, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
            );
          });
        }
      });
    }
  },
  // Bursts of bad sign-in starts, RSVPs and contact messages from one address are what the bot check
  // stops (405, its own tests); here they must reach validation.
  { env: { BOT_CHECK_SIGN_IN_LIMIT: '0', BOT_CHECK_RSVP_LIMIT: '0', BOT_CHECK_CONTACT_LIMIT: '0' } },
);
