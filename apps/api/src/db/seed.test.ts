import type { Conference, ConferenceSession, Social, Speaker } from '@socials/domain';
import { DateTime } from 'luxon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness';
import { circleMembers, circlePosts, circles, cities, hostReviews, proposalVotes, rsvps, socialMedia, socials, users } from './schema';
import { seedDemoData } from './seed';
import { DEMO_CONFERENCE_SLUG } from './seed-conference';
import { createFileStorage } from '../core/storage';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
const DEMO = {
  seedDemoData: true,
  publicUrl: 'http://localhost:8080',
  storage: { uploadsDir, s3: null, uploadsPerHour: 0, resizedImagesBytes: 0 },
};

describeOnEachDatabase('seedDemoData', (h) => {
  it('loads cities, users and socials in every approval state into an empty database, once', async () => {
    const { db } = h();
    await seedDemoData(db, DEMO);
    await seedDemoData(db, DEMO);

    const [userCount] = await db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(3);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@socials.local'));
    expect(admin?.isAdmin).toBe(true);
    expect((await db.select().from(cities)).map((c) => c.id)).toEqual(
      expect.arrayContaining(['new-york', 'san-francisco', 'los-angeles', 'philadelphia', 'hong-kong', 'singapore', 'london']),
    );

    const rows = await db.select().from(socials);
    expect(new Set(rows.map((s) => s.publicApprovalStatus))).toEqual(new Set(['PENDING', 'REVISION_NEEDED', 'APPROVED', 'APPROVED_FEATURE', 'DECLINED']));
    expect(rows.some((s) => s.isOnline)).toBe(true);
    expect(rows.some((s) => s.maxCapacity === 2)).toBe(true);
    const upcoming = rows.filter((s) => s.eventAt.getTime() > Date.now());
    expect(rows.length - upcoming.length).toBe(2);
    const [rsvpCount] = await db.select({ n: count() }).from(rsvps);
    expect(rsvpCount?.n).toBeGreaterThanOrEqual(2);

    const list = await h().app.inject({ method: 'GET', url: '/api/socials/public?limit=100' });
    const listed = (list.json() as { data: Social[] }).data;
    expect(listed.length).toBe(upcoming.filter((s) => s.isPublic && s.publicApprovalStatus.startsWith('APPROVED')).length);
    const dinner = listed.find((s) => s.maxCapacity === 2);
    expect(dinner?.confirmedPax).toBe(1);
  });

  it('loads one published conference with a venue, branding, passes, speakers and sessions over two days', async () => {
    const listed = (await h().app.inject({ method: 'GET', url: '/api/conferences' })).json() as { data: Conference[] };
    expect(listed.data.map((conference) => conference.slug)).toEqual([DEMO_CONFERENCE_SLUG]);
    const conference = listed.data[0]!;
    expect(conference).toMatchObject({ published: true, domain: null, venueName: 'Pier 57' });
    expect(conference.branding.logoUrl).toBe('http://localhost:8080/conference/demo/summit-logo.svg');
    expect(conference.branding.heroImageUrl).toBe('http://localhost:8080/conference/demo/summit-hero.svg');
    expect(conference.passes.map((pass) => pass.name)).toEqual(['Early bird', 'General', 'VIP']);
    expect(conference.startsAt).toBeGreaterThan(Date.now());

    const bySlug = await h().app.inject({ method: 'GET', url: `/api/conferences/${DEMO_CONFERENCE_SLUG}` });
    expect(bySlug.statusCode).toBe(200);
    const speakerList = (await h().app.inject({ method: 'GET', url: `/api/conferences/${conference.id}/speakers` })).json() as { data: Speaker[] };
    expect(speakerList.data).toHaveLength(4);
    const sessions = (await h().app.inject({ method: 'GET', url: `/api/conferences/${conference.id}/sessions` })).json() as { data: ConferenceSession[] };
    expect(sessions.data.length).toBeGreaterThanOrEqual(4);
    expect(
      sessions.data.every((session) => session.speakers.length > 0 && session.startsAt >= conference.startsAt && session.endsAt <= conference.endsAt),
    ).toBe(true);
    const days = new Set(sessions.data.map((session) => DateTime.fromMillis(session.startsAt, { zone: conference.timezone }).toISODate()));
    expect(days.size).toBe(2);
  });

  it('gives every social its own cover, asks questions on some, and leaves past socials with check-ins, reviews and photos', async () => {
    const { db } = h();
    const rows = await db.select().from(socials);
    const covers = rows.map((s) => s.splashImageUrl);
    expect(covers.every((url) => url?.startsWith('http://localhost:8080/demo/covers/'))).toBe(true);
    expect(new Set(covers).size).toBe(rows.length);
    expect(rows.filter((s) => s.questionnaire.length > 0).length).toBeGreaterThanOrEqual(2);

    const past = rows.filter((s) => s.eventAt.getTime() < Date.now());
    expect(past).toHaveLength(2);
    for (const social of past) {
      const checkedIn = await db
        .select()
        .from(rsvps)
        .where(and(eq(rsvps.socialId, social.id), isNotNull(rsvps.attendedAt)));
      expect(checkedIn.length).toBeGreaterThan(0);
      const reviews = await db.select().from(hostReviews).where(eq(hostReviews.socialId, social.id));
      expect(reviews.length).toBeGreaterThan(0);
      expect(reviews.every((review) => checkedIn.some((rsvp) => rsvp.id === review.rsvpId))).toBe(true);
      expect((await db.select().from(socialMedia).where(eq(socialMedia.socialId, social.id))).length).toBeGreaterThan(0);
    }
    const reviewed = (await h().app.inject({ method: 'GET', url: '/api/host-reviews/published' })).json() as { data: unknown[] };
    expect(reviewed.data.length).toBeGreaterThan(0);
    const [photo] = await db.select().from(socialMedia);
    await expect(createFileStorage(DEMO.storage).get(photo!.storageKey)).resolves.toMatchObject({ contentType: 'image/webp' });
  });

  it('loads two circles with members and posts, and an open proposal with votes', async () => {
    const { db } = h();
    const circleRows = await db.select().from(circles);
    expect(circleRows).toHaveLength(2);
    for (const circle of circleRows) {
      expect((await db.select().from(circleMembers).where(eq(circleMembers.circleId, circle.id))).length).toBeGreaterThan(1);
      expect((await db.select().from(circlePosts).where(eq(circlePosts.circleId, circle.id))).length).toBeGreaterThan(0);
    }
    const [votes] = await db.select({ n: count() }).from(proposalVotes);
    expect(votes?.n).toBeGreaterThan(0);
  });

  it('does nothing when turned off or when users exist', async () => {
    const { db } = h();
    const [before] = await db.select({ n: count() }).from(socials);
    await seedDemoData(db, { ...DEMO, seedDemoData: false });
    await seedDemoData(db, DEMO);
    const [after] = await db.select({ n: count() }).from(socials);
    expect(after?.n).toBe(before?.n);
  });
});
