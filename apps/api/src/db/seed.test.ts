import type { Social } from '@socials/domain';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness';
import { cities, rsvps, socials, users } from './schema';
import { seedDemoData } from './seed';

describeOnEachDatabase('seedDemoData', (h) => {
  it('loads cities, users and socials in every approval state into an empty database, once', async () => {
    const { db } = h();
    await seedDemoData(db, { seedDemoData: true });
    await seedDemoData(db, { seedDemoData: true });

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
    expect(rows.every((s) => s.eventAt.getTime() > Date.now())).toBe(true);
    const [rsvpCount] = await db.select({ n: count() }).from(rsvps);
    expect(rsvpCount?.n).toBeGreaterThanOrEqual(2);

    const list = await h().app.inject({ method: 'GET', url: '/api/socials/public?limit=100' });
    const listed = (list.json() as { data: Social[] }).data;
    expect(listed.length).toBe(rows.filter((s) => s.isPublic && s.publicApprovalStatus.startsWith('APPROVED')).length);
    const dinner = listed.find((s) => s.maxCapacity === 2);
    expect(dinner?.confirmedPax).toBe(1);
  });

  it('does nothing when turned off or when users exist', async () => {
    const { db } = h();
    const [before] = await db.select({ n: count() }).from(socials);
    await seedDemoData(db, { seedDemoData: false });
    await seedDemoData(db, { seedDemoData: true });
    const [after] = await db.select({ n: count() }).from(socials);
    expect(after?.n).toBe(before?.n);
  });
});
