import type { BadgeAttendee, ErrorBody, MyTable, Social, TablePlan } from '@socials/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { rsvps } from '../../db/schema';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { bearer, createSocial, type TestUser } from '../../test/kit';

async function going(h: Harness, social: Social, guest: TestUser, status: 'APPROVED' | 'WAITLIST' = 'APPROVED'): Promise<string> {
  const res = await h.app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(guest.token), payload: {} });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const [row] = await h.db
    .update(rsvps)
    .set({ status })
    .where(and(eq(rsvps.socialId, social.id), eq(rsvps.userId, guest.userId)))
    .returning({ id: rsvps.id });
  return row!.id;
}

describeOnOneDatabase('tables and badges', (h) => {
  let host: TestUser;
  let coHost: TestUser;
  let staff: TestUser;
  let guests: TestUser[];
  let waitlisted: TestUser;
  let social: Social;
  const rsvpIds: string[] = [];

  const plan = async (user: TestUser = host) => {
    const res = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/tables`, headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TablePlan;
  };
  const seat = (payload: object, user: TestUser = host) =>
    h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}/tables`, headers: bearer(user.token), payload });
  const addTable = async (name: string, capacity: number | null) => {
    const res = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/tables`, headers: bearer(host.token), payload: { name, capacity } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as TablePlan).tables.find((t) => t.name === name)!;
  };

  beforeAll(async () => {
    host = await h().signIn('tables-host@example.com', { firstName: 'Tara', lastName: 'Host' });
    coHost = await h().signIn('tables-cohost@example.com', { firstName: 'Cole' });
    staff = await h().signIn('tables-staff@example.com', { admin: true });
    guests = [];
    for (const [i, name] of ['Ada', 'Ben', 'Cy', 'Di', 'Ed'].entries())
      guests.push(await h().signIn(`tables-guest-${i}@example.com`, { firstName: name, lastName: 'Guest' }));
    waitlisted = await h().signIn('tables-waitlisted@example.com', { firstName: 'Wes' });
    social = await createSocial(h(), host, { title: 'Seated Dinner' }, { coHost });
    for (const guest of guests) rsvpIds.push(await going(h(), social, guest));
    await going(h(), social, waitlisted, 'WAITLIST');
  });

  it('is for hosts whose owner staff gave TABLE_GROUPING', async () => {
    const refused = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/tables`, headers: bearer(host.token) });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as ErrorBody).message).toContain('table grouping');
    expect((await plan(staff)).unseated).toHaveLength(5);

    const granted = await h().app.inject({
      method: 'PATCH',
      url: `/api/users/${host.userId}/permissions/social`,
      headers: bearer(staff.token),
      payload: { hostFeatures: ['TABLE_GROUPING'] },
    });
    expect(granted.statusCode).toBe(200);
    expect((await plan(coHost)).unseated.map((g) => g.name)).toEqual(['Ada Guest', 'Ben Guest', 'Cy Guest', 'Di Guest', 'Ed Guest']);
    const guest = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/tables`, headers: bearer(guests[0]!.token) });
    expect(guest.statusCode).toBe(403);
  });

  it('seats going guests by hand and in bulk, never over a table’s seats', async () => {
    const one = await addTable('Table 1', 2);
    const two = await addTable('Table 2', 3);

    const seated = await seat({ assignments: [{ rsvpId: rsvpIds[0], tableId: one.id }] });
    expect(seated.statusCode, seated.body).toBe(200);
    const full = await seat({
      assignments: [
        { rsvpId: rsvpIds[1], tableId: one.id },
        { rsvpId: rsvpIds[2], tableId: one.id },
      ],
    });
    expect(full.statusCode).toBe(409);
    expect((full.json() as ErrorBody).message).toBe('Table 1 has 2 seats: that would seat 3');
    expect((await plan()).tables.find((t) => t.id === one.id)!.guests).toHaveLength(1); // nothing of the refused move stored

    const [waitlistRsvp] = await h()
      .db.select({ id: rsvps.id })
      .from(rsvps)
      .where(and(eq(rsvps.socialId, social.id), eq(rsvps.userId, waitlisted.userId)));
    const notGoing = await seat({ assignments: [{ rsvpId: waitlistRsvp!.id, tableId: two.id }] });
    expect(notGoing.statusCode).toBe(400);
    expect((notGoing.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.assignments.0.rsvpId');

    const filled = await seat({ autoFill: true });
    const after = filled.json() as TablePlan;
    expect(after.tables.map((t) => [t.name, t.guests.length])).toEqual([
      ['Table 1', 2],
      ['Table 2', 3],
    ]);
    expect(after.unseated).toEqual([]);

    // Standing a guest up and shrinking a table below its guests.
    const stood = await seat({ assignments: [{ rsvpId: rsvpIds[0], tableId: null }] });
    expect((stood.json() as TablePlan).unseated.map((g) => g.name)).toEqual(['Ada Guest']);
    const shrink = await h().app.inject({ method: 'PATCH', url: `/api/tables/${two.id}`, headers: bearer(host.token), payload: { capacity: 1 } });
    expect(shrink.statusCode).toBe(400);
    expect((shrink.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.capacity');
  });

  it('shows guests their table and tablemates, and nobody else’s', async () => {
    const mine = async (user: TestUser) =>
      (await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/tables/mine`, headers: bearer(user.token) })).json() as MyTable;
    const seatedGuest = (await plan()).tables.find((t) => t.name === 'Table 2')!.guests[0]!;
    const guest = guests.find((g) => g.userId === seatedGuest.userId)!;
    const view = await mine(guest);
    expect(view.table?.name).toBe('Table 2');
    expect(view.tablemates).toHaveLength(2);
    expect(view.tablemates.every((name) => / [A-Z]\.$/.test(name))).toBe(true);
    expect(await mine(waitlisted)).toEqual({ table: null, tablemates: [] });
  });

  it('prints badges and table tents as a PDF with the settings the host chose', async () => {
    const settings = await h().app.inject({
      method: 'PATCH',
      url: `/api/socials/${social.id}/badges-tents`,
      headers: bearer(host.token),
      payload: { layout: 'TENT', showHeadline: false },
    });
    expect(settings.json()).toEqual({ layout: 'TENT', showHeadline: false, showTable: true, showSocialTitle: true });

    const list = await h().app.inject({ method: 'GET', url: `/api/badges-tents/attendees?socialId=${social.id}`, headers: bearer(host.token) });
    const attendees = (list.json() as { data: BadgeAttendee[] }).data;
    expect(attendees).toHaveLength(5);
    expect(attendees.filter((a) => a.table !== null)).toHaveLength(4);

    const tents = await h().app.inject({ method: 'POST', url: '/api/badges-tents/attendees', headers: bearer(host.token), payload: { socialId: social.id } });
    expect(tents.statusCode).toBe(200);
    expect(tents.headers['content-type']).toBe('application/pdf');
    expect(tents.headers['content-disposition']).toContain('table-tents-');
    expect((await PDFDocument.load(tents.rawPayload)).getPageCount()).toBe(5); // a tent a page

    const badges = await h().app.inject({
      method: 'POST',
      url: '/api/badges-tents/attendees',
      headers: bearer(coHost.token),
      payload: { socialId: social.id, layout: 'BADGE', rsvpIds: rsvpIds.slice(0, 2) },
    });
    const pdf = await PDFDocument.load(badges.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Badges: Seated Dinner');

    const stranger = await h().app.inject({
      method: 'POST',
      url: '/api/badges-tents/attendees',
      headers: bearer(guests[0]!.token),
      payload: { socialId: social.id },
    });
    expect(stranger.statusCode).toBe(403);
  });
});
