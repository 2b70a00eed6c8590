import type { Blast, BlastAudiencePreview, BlastPreview, BlastRecipient, ErrorBody, Social } from '@socials/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox, rsvps } from '../../db/schema';
import { createTwilioSmsSender } from '../../core/sms';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { startFakeTwilio, UNREACHABLE_PHONE_PREFIX, type FakeTwilio } from '../../test/fake-twilio';
import { bearer, createSocial, type TestUser } from '../../test/kit';

/** The guests of one social, one per audience a host may pick. */
interface Guests {
  going: TestUser;
  checkedIn: TestUser;
  waitlisted: TestUser;
  pending: TestUser;
}

async function rsvpAs(h: Harness, social: Social, guest: TestUser, status: 'APPROVED' | 'ATTENDED' | 'WAITLIST' | 'PENDING'): Promise<void> {
  const res = await h.app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(guest.token), payload: {} });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const attendedAt = status === 'ATTENDED' ? new Date() : null;
  await h.db
    .update(rsvps)
    .set({ status, attendedAt })
    .where(and(eq(rsvps.socialId, social.id), eq(rsvps.userId, guest.userId)));
}

function send(h: Harness, user: TestUser | null, socialId: string, payload: object) {
  return h.app.inject({ method: 'POST', url: `/api/socials/${socialId}/blast/scheduled`, headers: user ? bearer(user.token) : {}, payload });
}

async function sendOk(h: Harness, user: TestUser, socialId: string, payload: object): Promise<Blast> {
  const res = await send(h, user, socialId, payload);
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as Blast;
}

async function mailsWithSubject(h: Harness, subject: string) {
  return h.db.select().from(outbox).where(eq(outbox.subject, subject));
}

let unique = 0;
const subjectOf = (what: string) => `${what} #${++unique}`;

describeOnOneDatabase('blasts', (h) => {
  let host: TestUser;
  let coHost: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let guests: Guests;
  let social: Social;

  beforeAll(async () => {
    host = await h().signIn('blast-host@example.com', { firstName: 'Hana', lastName: 'Host' });
    coHost = await h().signIn('blast-cohost@example.com', { firstName: 'Cody', lastName: 'Host' });
    stranger = await h().signIn('blast-stranger@example.com', { firstName: 'Sam' });
    admin = await h().signIn('blast-staff@example.com', { admin: true });
    guests = {
      going: await h().signIn('blast-going@example.com', { firstName: 'Gina', lastName: 'Going' }),
      checkedIn: await h().signIn('blast-checked-in@example.com', { firstName: 'Chad', lastName: 'In' }),
      waitlisted: await h().signIn('blast-waitlisted@example.com', { firstName: 'Wanda', lastName: 'Wait' }),
      pending: await h().signIn('blast-pending@example.com', { firstName: 'Pia', lastName: 'Pending' }),
    };
    social = await createSocial(h(), host, { title: 'Founders Breakfast' }, { coHost });
    await rsvpAs(h(), social, guests.going, 'APPROVED');
    await rsvpAs(h(), social, guests.checkedIn, 'ATTENDED');
    await rsvpAs(h(), social, guests.waitlisted, 'WAITLIST');
    await rsvpAs(h(), social, guests.pending, 'PENDING');
  });

  it('sends an e-mail to every going guest once, variables filled, with one-click unsubscribe headers', async () => {
    const subject = subjectOf('See you at {{eventTitle}}');
    const blast = await sendOk(h(), host, social.id, { subject, body: 'Hi {{firstName}}, doors open at {{eventTime}}. Ticket: {{ticketLink}}' });
    expect(blast).toMatchObject({ status: 'SCHEDULED', channel: 'EMAIL', source: 'SOCIAL_BLAST', socialId: social.id });

    const filledSubject = subject.replace('{{eventTitle}}', 'Founders Breakfast');
    const mails = await mailsWithSubject(h(), filledSubject);
    expect(mails.map((m) => m.to).sort()).toEqual(['blast-checked-in@example.com', 'blast-going@example.com']);
    const gina = mails.find((m) => m.to === 'blast-going@example.com')!;
    expect(gina.text).toMatch(/^Hi Gina, doors open at \w+ \d\d, \d{4}, \d\d:\d\d [AP]M/);
    expect(gina.text).toContain('/my-ticket');
    expect(gina.text).toContain('You get this because you RSVPed to Founders Breakfast.');
    expect(gina.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(gina.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/hosts\/unsubscribe\/one-click\?token=.+>$/);

    const history = await h().app.inject({ method: 'GET', url: `/api/blast/blasted-messages?socialId=${social.id}`, headers: bearer(coHost.token) });
    const sent = (history.json() as { data: Blast[] }).data.find((b) => b.id === blast.id)!;
    expect(sent).toMatchObject({ status: 'SENT', counts: { total: 2, sent: 2, failed: 0, inProgress: 0, canceled: 0 } });
    expect(sent.finishedAt).not.toBeNull();

    const recipients = await h().app.inject({ method: 'GET', url: `/api/blast/${blast.id}/recipients`, headers: bearer(host.token) });
    const page = recipients.json() as { data: BlastRecipient[] };
    expect(page.data.map((r) => [r.name, r.status])).toEqual(
      expect.arrayContaining([
        ['Gina Going', 'SENT'],
        ['Chad In', 'SENT'],
      ]),
    );
  });

  it('picks the audience by RSVP status and check-in, and says who it would reach', async () => {
    const preview = async (audience: object) => {
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/blast/recipients',
        headers: bearer(host.token),
        payload: { socialId: social.id, audience },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as BlastAudiencePreview;
    };
    const names = (p: BlastAudiencePreview) => p.sample.map((s) => s.name).sort();
    expect(names(await preview({ statuses: ['APPROVED'], attendance: 'CHECKED_IN' }))).toEqual(['Chad In']);
    expect(names(await preview({ statuses: ['APPROVED'], attendance: 'NO_SHOW' }))).toEqual(['Gina Going']);
    expect(names(await preview({ statuses: ['WAITLIST', 'PENDING'] }))).toEqual(['Pia Pending', 'Wanda Wait']);
    expect((await preview({ statuses: ['APPROVED', 'WAITLIST', 'PENDING'] })).count).toBe(4);

    const subject = subjectOf('Waitlist news');
    await sendOk(h(), host, social.id, { subject, body: 'Hang on {{firstName}}', audience: { statuses: ['WAITLIST'] } });
    expect((await mailsWithSubject(h(), subject)).map((m) => [m.to, m.text.split('\n')[0]])).toEqual([['blast-waitlisted@example.com', 'Hang on Wanda']]);
  });

  it('sends to the people a host picked by hand (USER_SPECIFIC), only among the guests', async () => {
    const subject = subjectOf('Just you');
    await sendOk(h(), host, social.id, {
      subject,
      body: 'Hello',
      kind: 'USER_SPECIFIC',
      audience: { statuses: ['APPROVED', 'PENDING'], userIds: [guests.pending.userId, stranger.userId] },
    });
    expect((await mailsWithSubject(h(), subject)).map((m) => m.to)).toEqual(['blast-pending@example.com']);

    const none = await send(h(), host, social.id, { subject, body: 'Hello', kind: 'USER_SPECIFIC', audience: { userIds: [] } });
    expect(none.statusCode).toBe(400);
    expect((none.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.audience.userIds');
  });

  it('previews the message for one guest with their values', async () => {
    const res = await h().app.inject({
      method: 'POST',
      url: `/api/socials/${social.id}/blast/preview`,
      headers: bearer(host.token),
      payload: { subject: '{{eventTitle}} update', body: 'Hi {{firstName}}, check in at {{checkInLink}}', userId: guests.waitlisted.userId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as BlastPreview;
    expect(preview).toMatchObject({ to: 'blast-waitlisted@example.com', subject: 'Founders Breakfast update' });
    expect(preview.text).toMatch(new RegExp(`^Hi Wanda, check in at http.*/socials/${social.slug}/check-in`));
  });

  it('refuses bad input with the field at fault, and nothing is stored', async () => {
    const cases: [object, string][] = [
      [{ subject: 'Hi', body: 'Hi {{nickname}}' }, 'body.body'],
      [{ subject: '{{age}}', body: 'Hi' }, 'body.subject'],
      [{ subject: 'Hi', body: '' }, 'body.body'],
      [{ body: 'No subject' }, 'body.subject'],
      [{ subject: 'Hi', body: 'Hi', scheduledAt: Date.now() - 3_600_000 }, 'body.scheduledAt'],
      [{ subject: 'Hi', body: 'Hi', audience: { tierIds: ['00000000-0000-4000-8000-000000000000'] } }, 'body.audience.tierIds'],
      [{ subject: 'Hi', body: 'Hi', audience: { statuses: ['CANCELLED'] } }, 'body.audience.statuses.0'],
      [{ channel: 'SMS', body: 'x'.repeat(1601) }, 'body.body'],
    ];
    const before = await h().app.inject({ method: 'GET', url: `/api/blast/blasted-messages?socialId=${social.id}`, headers: bearer(host.token) });
    for (const [payload, field] of cases) {
      const res = await send(h(), host, social.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        (res.json() as ErrorBody).fieldErrors?.map((e) => e.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    const after = await h().app.inject({ method: 'GET', url: `/api/blast/blasted-messages?socialId=${social.id}`, headers: bearer(host.token) });
    expect((after.json() as { data: Blast[] }).data).toHaveLength((before.json() as { data: Blast[] }).data.length);
  });

  it('lets only the hosts and staff blast a social', async () => {
    const payload = { subject: subjectOf('Who may'), body: 'Hi' };
    expect((await send(h(), null, social.id, payload)).statusCode).toBe(401);
    expect((await send(h(), stranger, social.id, payload)).statusCode).toBe(403);
    expect((await send(h(), guests.going, social.id, payload)).statusCode).toBe(403);
    expect((await send(h(), coHost, social.id, payload)).statusCode).toBe(202);
    expect((await send(h(), admin, social.id, payload)).statusCode).toBe(202);
  });

  it('keeps a scheduled blast until its time; edits and a move re-queue it, and it goes once', async () => {
    const subject = subjectOf('Tomorrow');
    const blast = await sendOk(h(), host, social.id, { subject, body: 'Draft', scheduledAt: Date.now() + 60 * 60_000 });
    const scheduled = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/blast/scheduled`, headers: bearer(host.token) });
    expect((scheduled.json() as { data: Blast[] }).data.map((b) => b.id)).toContain(blast.id);

    // Moved twice: to a minute from now, then to a second from now. Only the last time sends.
    const patch = (payload: object) =>
      h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}/blast/scheduled/${blast.id}`, headers: bearer(host.token), payload });
    expect((await patch({ body: 'Final {{firstName}}', scheduledAt: Date.now() + 60_000 })).statusCode).toBe(200);
    expect((await patch({ scheduledAt: Date.now() + 1_000 })).statusCode).toBe(200);
    expect(await mailsWithSubject(h(), subject)).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await h().services.jobs.drain();
    const mails = await mailsWithSubject(h(), subject);
    expect(mails.map((m) => m.to).sort()).toEqual(['blast-checked-in@example.com', 'blast-going@example.com']);
    expect(mails.find((m) => m.to === 'blast-going@example.com')!.text.split('\n')[0]).toBe('Final Gina');

    expect((await patch({ body: 'Too late' })).statusCode).toBe(409);
  });

  it('calls a scheduled blast off: it never goes', async () => {
    const subject = subjectOf('Never');
    const blast = await sendOk(h(), host, social.id, { subject, body: 'x', scheduledAt: Date.now() + 800 });
    const res = await h().app.inject({ method: 'DELETE', url: `/api/socials/${social.id}/blast/scheduled/${blast.id}`, headers: bearer(host.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Blast).status).toBe('CANCELED');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await h().services.jobs.drain();
    expect(await mailsWithSubject(h(), subject)).toHaveLength(0);
    const other = await createSocial(h(), stranger, { title: 'Elsewhere' });
    const wrongSocial = await h().app.inject({
      method: 'DELETE',
      url: `/api/socials/${other.id}/blast/scheduled/${blast.id}`,
      headers: bearer(stranger.token),
    });
    expect(wrongSocial.statusCode).toBe(404);
  });

  it('unsubscribes from a message’s link in one click; that host’s blasts never reach them again', async () => {
    const subject = subjectOf('Before');
    await sendOk(h(), host, social.id, { subject, body: 'x', audience: { statuses: ['PENDING'] } });
    const [mail] = await mailsWithSubject(h(), subject);
    const oneClick = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    const token = oneClick.searchParams.get('token')!;

    const info = await h().app.inject({ method: 'GET', url: `/api/hosts/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(info.json()).toMatchObject({ hostId: host.userId, hostName: 'Hana Host', email: 'b••••••@example.com', unsubscribed: false });

    const click = await h().app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    const after = await h().app.inject({ method: 'GET', url: `/api/hosts/unsubscribe?token=${encodeURIComponent(token)}` });
    expect((after.json() as { unsubscribed: boolean }).unsubscribed).toBe(true);

    const next = subjectOf('After');
    await sendOk(h(), coHost, social.id, { subject: next, body: 'x', audience: { statuses: ['APPROVED', 'WAITLIST', 'PENDING'] } });
    expect((await mailsWithSubject(h(), next)).map((m) => m.to).sort()).toEqual([
      'blast-checked-in@example.com',
      'blast-going@example.com',
      'blast-waitlisted@example.com',
    ]);
    const preview = await h().app.inject({
      method: 'POST',
      url: '/api/blast/recipients',
      headers: bearer(host.token),
      payload: { socialId: social.id, audience: { statuses: ['PENDING'] } },
    });
    expect(preview.json()).toMatchObject({ count: 0, skipped: 1 });

    const forged = await h().app.inject({
      method: 'PATCH',
      url: '/api/hosts/unsubscribe',
      payload: { token: `${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(forged.statusCode).toBe(400);
    expect((forged.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.token');

    // Following the host again takes the opt-out back.
    const follow = await h().app.inject({ method: 'POST', url: `/api/hosts/${host.userId}/subscribe`, headers: bearer(guests.pending.token), payload: {} });
    expect(follow.statusCode, follow.body).toBe(200);
    expect(
      (
        await h().app.inject({
          method: 'POST',
          url: '/api/blast/recipients',
          headers: bearer(host.token),
          payload: { socialId: social.id, audience: { statuses: ['PENDING'] } },
        })
      ).json(),
    ).toMatchObject({ count: 1, skipped: 0 });
  });

  it('lets followers of a host get the host’s notes, and the host list them as CSV', async () => {
    const follow = await h().app.inject({
      method: 'POST',
      url: `/api/hosts/${coHost.userId}/subscribe`,
      headers: bearer(guests.going.token),
      payload: { allHostsOfSocialId: social.id },
    });
    expect(follow.json()).toEqual({ hostIds: expect.arrayContaining([host.userId, coHost.userId]) });

    const subject = subjectOf('New season');
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/hosts/blast',
      headers: bearer(coHost.token),
      payload: { subject, body: 'Hi {{firstName}}, from {{hostName}}' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const mails = await mailsWithSubject(h(), subject);
    expect(mails.map((m) => [m.to, m.text.split('\n')[0]])).toEqual([['blast-going@example.com', 'Hi Gina, from Cody Host']]);
    expect(mails[0]!.text).toContain('You get this because you follow Cody Host.');

    const csv = await h().app.inject({ method: 'GET', url: '/api/hosts/subscribers?format=csv', headers: bearer(coHost.token) });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Name,Email,Following since');
    expect(csv.body).toContain('Gina Going,blast-going@example.com,');
    const list = await h().app.inject({ method: 'GET', url: '/api/hosts/subscribers', headers: bearer(stranger.token) });
    expect(list.json()).toEqual({ data: [], total: 0 });
  });

  it('keeps cross-social audiences for hosts with advanced blasts, over socials they host', async () => {
    const earlier = await createSocial(h(), host, { title: 'Earlier Meetup' });
    await rsvpAs(h(), earlier, guests.going, 'APPROVED');
    const payload = {
      subject: subjectOf('Newcomers'),
      body: 'Welcome',
      audience: { statuses: ['APPROVED'], crossSocial: { filter: 'NOT_RSVP_TO_ANY', socialIds: [earlier.id] } },
    };
    const refused = await send(h(), host, social.id, payload);
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as ErrorBody).message).toContain('advanced blasts');

    const granted = await h().app.inject({
      method: 'PATCH',
      url: `/api/users/${host.userId}/permissions/social`,
      headers: bearer(admin.token),
      payload: { hostFeatures: ['ADVANCE_BLAST'] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    await sendOk(h(), host, social.id, payload);
    expect((await mailsWithSubject(h(), payload.subject)).map((m) => m.to)).toEqual(['blast-checked-in@example.com']);

    const veterans = {
      ...payload,
      subject: subjectOf('Veterans'),
      audience: { ...payload.audience, crossSocial: { filter: 'RSVP_TO_ALL', socialIds: [earlier.id] } },
    };
    await sendOk(h(), host, social.id, veterans);
    expect((await mailsWithSubject(h(), veterans.subject)).map((m) => m.to)).toEqual(['blast-going@example.com']);

    const notTheirs = await createSocial(h(), stranger, { title: 'Not yours' });
    const peek = await send(h(), host, social.id, {
      ...payload,
      audience: { ...payload.audience, crossSocial: { filter: 'RSVP_TO_ALL', socialIds: [notTheirs.id] } },
    });
    expect(peek.statusCode).toBe(400);
    expect((peek.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.audience.crossSocial.socialIds');
  });
});

describeOnOneDatabase(
  'SMS blasts through Twilio',
  (h) => {
    let host: TestUser;
    let social: Social;
    let reachable: TestUser;
    let unreachable: TestUser;
    let noPhone: TestUser;

    beforeAll(async () => {
      twilio.messages.length = 0; // the same fake serves the suite on each database
      host = await h().signIn('sms-host@example.com', { firstName: 'Hal' });
      reachable = await h().signIn('sms-a@example.com', { firstName: 'Ana' });
      unreachable = await h().signIn('sms-b@example.com', { firstName: 'Ben' });
      noPhone = await h().signIn('sms-c@example.com', { firstName: 'Cat' });
      const setPhone = (user: TestUser, phoneNumber: string) =>
        h().app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(user.token), payload: { phone: { countryCode: '+1', phoneNumber } } });
      expect((await setPhone(reachable, '(415) 555-0100')).statusCode).toBe(200);
      expect((await setPhone(unreachable, `${UNREACHABLE_PHONE_PREFIX.slice(2)}999`)).statusCode).toBe(200);
      social = await createSocial(h(), host, { title: 'Rooftop' });
      for (const guest of [reachable, unreachable, noPhone]) await rsvpAs(h(), social, guest, 'APPROVED');
    });

    it('texts each guest with a phone once through the SDK; a number Twilio refuses is FAILED at once, an outage is retried', async () => {
      twilio.failNext = 1; // the first try meets an outage; the job's retry delivers
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/sendRsvpSms',
        headers: bearer(host.token),
        payload: { socialId: social.id, body: '{{firstName}}, {{eventTitle}} moved to the 5th floor' },
      });
      expect(res.statusCode, res.body).toBe(202);
      const blast = res.json() as Blast;
      for (let i = 0; i < 5 && (await h().services.jobs.drain()) > 0; i++);

      const toAna = twilio.messages.filter((m) => m.to === '+14155550100');
      expect(toAna).toHaveLength(1);
      expect(toAna[0]!.body).toBe('Ana, Rooftop moved to the 5th floor\nReply STOP to opt out');
      expect(toAna[0]!.from).toBe('+15005550006');

      const recipients = await h().app.inject({ method: 'GET', url: `/api/blast/${blast.id}/recipients`, headers: bearer(host.token) });
      const byName = Object.fromEntries((recipients.json() as { data: BlastRecipient[] }).data.map((r) => [r.name, r]));
      expect(byName.Ana).toMatchObject({ status: 'SENT', attempts: 2 });
      expect(byName.Ben).toMatchObject({ status: 'FAILED', attempts: 1 });
      expect(byName.Ben!.error).toContain('not a valid phone number');
      expect(byName.Cat).toBeUndefined(); // no phone: not a recipient
      const history = await h().app.inject({ method: 'GET', url: `/api/blast/blasted-messages?socialId=${social.id}`, headers: bearer(host.token) });
      expect((history.json() as { data: Blast[] }).data[0]).toMatchObject({ status: 'SENT', counts: { total: 2, sent: 1, failed: 1 } });
      expect(
        await h()
          .db.select()
          .from(outbox)
          .where(inArray(outbox.to, ['+14155550100'])),
      ).toHaveLength(0);
    });
  },
  {
    services: () => ({
      sms: createTwilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: '+15005550006', apiUrl: twilio.url }),
    }),
  },
);

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio.close());
