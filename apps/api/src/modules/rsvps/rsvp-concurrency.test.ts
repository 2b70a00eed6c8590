import { randomUUID } from 'node:crypto';
import type { Rsvp } from '@socials/domain';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rsvps, socials, ticketTiers, users } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { signAccessToken } from '../../core/access-token';
import { bearer, DAY, HOUR, createSocial as createSocialAs } from '../../test/kit';

/**
 * Simultaneous RSVPs per race: far more than the seats and six times the connection pool (10), so
 * that every connection is busy and many requests wait on the same row. The surge bench
 * (npm run bench -- surge) races 1,000; the test stays small enough for CI.
 */
const CROWD = 60;
const SEATS = 5;

describeOnEachDatabase(
  'RSVPs under concurrency',
  (h) => {
    let host: { token: string; userId: string };
    /** Bearer tokens of CROWD users, made directly in the database: signing in that often through the API would only be slow. */
    let crowd: string[];

    beforeAll(async () => {
      host = await h().signIn('race-host@example.com', { firstName: 'Hana', lastName: 'Host' });
      const rows = await h()
        .db.insert(users)
        .values(Array.from({ length: CROWD }, (_, i) => ({ email: `racer-${i}-${randomUUID()}@example.com`, slug: `racer-${i}-${randomUUID()}` })))
        .returning({ id: users.id });
      crowd = await Promise.all(rows.map((row) => signAccessToken(h().config, { userId: row.id, isAdmin: false })));
    }, 60_000);

    const createSocial = (overrides: Record<string, unknown>) =>
      createSocialAs(h(), host, { title: 'Stampede', timezone: 'UTC', isPublic: false, ...overrides }, { startsIn: 5 * DAY, lasts: HOUR });

    const rsvpAll = (socialId: string, tokens: readonly string[], payload: Record<string, unknown> = {}) =>
      Promise.all(tokens.map((token) => h().app.inject({ method: 'POST', url: `/api/socials/${socialId}/rsvps`, headers: bearer(token), payload })));

    async function statusCounts(socialId: string): Promise<Record<string, number>> {
      const rows = await h().db.select({ status: rsvps.status, n: count() }).from(rsvps).where(eq(rsvps.socialId, socialId)).groupBy(rsvps.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    }

    async function confirmedPax(socialId: string): Promise<number> {
      const [row] = await h().db.select({ n: socials.confirmedPax }).from(socials).where(eq(socials.id, socialId));
      return row?.n ?? -1;
    }

    it(`gives ${SEATS} seats to exactly ${SEATS} of ${CROWD} simultaneous RSVPs and waitlists the rest`, async () => {
      const social = await createSocial({ maxCapacity: SEATS });
      const replies = await rsvpAll(social.id, crowd);
      expect(replies.filter((reply) => reply.statusCode !== 201).map((reply) => reply.body)).toEqual([]);
      const statuses = replies.map((reply) => (reply.json() as Rsvp).status);
      expect(statuses.filter((s) => s === 'APPROVED')).toHaveLength(SEATS);
      expect(statuses.filter((s) => s === 'WAITLIST')).toHaveLength(CROWD - SEATS);
      expect(await statusCounts(social.id)).toEqual({ APPROVED: SEATS, WAITLIST: CROWD - SEATS });
      expect(await confirmedPax(social.id)).toBe(SEATS);
    }, 120_000);

    it(`never sells more than a tier's quantity (${SEATS}) to ${CROWD} simultaneous RSVPs`, async () => {
      const social = await createSocial({ ticketTiers: [{ name: 'Limited', quantity: SEATS }, { name: 'Open' }] });
      const limited = social.ticketTiers[0]!;
      const replies = await rsvpAll(social.id, crowd, { ticketTierId: limited.id });
      expect(replies.every((reply) => reply.statusCode === 201)).toBe(true);
      expect(await statusCounts(social.id)).toEqual({ APPROVED: SEATS, WAITLIST: CROWD - SEATS });
      const [tier] = await h().db.select().from(ticketTiers).where(eq(ticketTiers.id, limited.id));
      expect(tier?.sold).toBe(SEATS);
      expect(await confirmedPax(social.id)).toBe(SEATS);
    }, 120_000);

    it('keeps the seat count equal to the approved RSVPs while cancels, promotions and new RSVPs race', async () => {
      const social = await createSocial({ maxCapacity: SEATS, waitlistPromotionMode: 'AUTOMATIC' });
      const first = await rsvpAll(social.id, crowd.slice(0, 60));
      const approved = first.map((reply) => reply.json() as Rsvp).filter((rsvp) => rsvp.status === 'APPROVED');
      expect(approved).toHaveLength(SEATS);

      const tokenOf = new Map(crowd.slice(0, 60).map((token, i) => [(first[i]?.json() as Rsvp).id, token]));
      await Promise.all([
        ...approved.map((rsvp) =>
          h().app.inject({ method: 'DELETE', url: `/api/socials/${social.id}/rsvps/${rsvp.id}`, headers: bearer(tokenOf.get(rsvp.id) ?? '') }),
        ),
        rsvpAll(social.id, crowd.slice(60, 160)),
      ]);

      const counts = await statusCounts(social.id);
      // Every freed seat went to someone on the waitlist, and no seat was counted twice.
      expect(counts.APPROVED).toBe(SEATS);
      expect(counts.CANCELLED).toBe(SEATS);
      expect(await confirmedPax(social.id)).toBe(SEATS);
      const [approvedRows] = await h()
        .db.select({ n: count() })
        .from(rsvps)
        .where(and(eq(rsvps.socialId, social.id), eq(rsvps.status, 'APPROVED')));
      expect(approvedRows?.n).toBe(SEATS);
    }, 120_000);

    describe('the same user many times at once', () => {
      it('keeps one active RSVP', async () => {
        const social = await createSocial({ maxCapacity: SEATS });
        const token = crowd[0]!;
        const replies = await rsvpAll(
          social.id,
          Array.from({ length: 20 }, () => token),
        );
        expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
        expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(19);
        expect(await confirmedPax(social.id)).toBe(1);
      });
    });
  },
  { checkSeats: true },
);
