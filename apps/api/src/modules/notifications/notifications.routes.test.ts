import type { ErrorBody, Me, Rsvp, Social, SocialDetail } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { bearer, createSocial, DAY, HOUR, type TestUser } from '../../test/kit';
import { buyTicket, createPaidSocial } from '../../test/payments-kit';
import { sendRsvpDigests } from './rsvp-digest';
import { sendReminder } from './notifications.jobs';

/** Sign-ins under a prefix of their own, so that each test reads only its own mail. */
let people = 0;
async function person(h: () => Harness, firstName: string, opts: { admin?: boolean } = {}): Promise<TestUser & { email: string }> {
  people += 1;
  const email = `notify-${firstName.toLowerCase()}-${people}@example.com`;
  return { ...(await h().signIn(email, { firstName, lastName: 'Test', ...opts })), email };
}

describeOnOneDatabase('Notifications', (h) => {
  let admin: TestUser;

  beforeAll(async () => {
    admin = await person(h, 'Staff', { admin: true });
  });

  const rsvpTo = async (socialId: string, guest: TestUser): Promise<Rsvp> => {
    const res = await h().app.inject({ method: 'POST', url: `/api/socials/${socialId}/rsvps`, headers: bearer(guest.token), payload: {} });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Rsvp;
  };
  const setNotice = async (user: TestUser, newRsvpNotice: Me['newRsvpNotice']) => {
    const res = await h().app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(user.token), payload: { newRsvpNotice } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Me;
  };
  /** The mail to this address besides its sign-in codes. */
  const mailsTo = async (email: string) => (await h().outbox(email)).filter((mail) => !mail.subject.startsWith('Your Socials sign-in code'));
  const subjects = async (email: string) => (await mailsTo(email)).map((mail) => mail.subject).sort();
  const viewAs = async (socialId: string, viewer: TestUser | null) => {
    const res = await h().app.inject({ method: 'GET', url: `/api/socials/${socialId}`, headers: viewer ? bearer(viewer.token) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SocialDetail;
  };
  const patchSocial = (socialId: string, user: TestUser, payload: Record<string, unknown>) =>
    h().app.inject({ method: 'PATCH', url: `/api/socials/${socialId}`, headers: bearer(user.token), payload });

  describe('new RSVPs, as each host chose', () => {
    it('mails a host who chose IMMEDIATE at once, and nothing to a co-host who chose OFF', async () => {
      const host = await person(h, 'Hana');
      const coHost = await person(h, 'Cole');
      const guest = await person(h, 'Gus');
      const me = await setNotice(coHost, 'OFF');
      expect(me.newRsvpNotice).toBe('OFF');
      const social = await createSocial(h(), host, { title: 'Soup Night' }, { coHost });

      await rsvpTo(social.id, guest);

      const [mail, ...others] = await mailsTo(host.email);
      expect(others).toEqual([]);
      expect(mail?.subject).toBe('New RSVP to Soup Night: Gus Test');
      expect(mail?.text).toContain(`/host/socials/${social.id}/attendees`);
      expect((await subjects(coHost.email)).filter((subject) => subject.startsWith('New RSVP'))).toEqual([]);
    });

    it('tells the hosts of a paid RSVP once its payment went through', async () => {
      const host = await person(h, 'Pam');
      const buyer = await person(h, 'Quinn');
      const social = await createPaidSocial(h(), host, { title: 'Wine Tasting' });

      await buyTicket(h(), buyer, social);

      expect((await subjects(host.email)).filter((subject) => subject.startsWith('New RSVP'))).toEqual(['New RSVP to Wine Tasting: Quinn Test']);
    });

    it('refuses a notice setting it does not know, naming the field', async () => {
      const host = await person(h, 'Ivy');
      const res = await h().app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(host.token), payload: { newRsvpNotice: 'WEEKLY' } });
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorBody).fieldErrors?.map((error) => error.field)).toEqual(['body.newRsvpNotice']);
    });

    it('sends a DAILY_DIGEST host one mail for the day with every RSVP, once, even when two sweeps run at once', async () => {
      const host = await person(h, 'Dora');
      await setNotice(host, 'DAILY_DIGEST');
      const social = await createSocial(h(), host, { title: 'Chess Club' });
      const [ann, bob] = [await person(h, 'Ann'), await person(h, 'Bob')];
      await rsvpTo(social.id, ann);
      await rsvpTo(social.id, bob);
      expect(await mailsTo(host.email), 'nothing before the digest').toEqual([]);

      const deps = h().services;
      expect(await sendRsvpDigests(deps, new Date()), 'today’s RSVPs wait for tomorrow').toBe(0);
      const tomorrow = new Date(Date.now() + DAY);
      const sent = await Promise.all([sendRsvpDigests(deps, tomorrow), sendRsvpDigests(deps, tomorrow)]);
      await deps.jobs.drain();
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
      const digests = await mailsTo(host.email);
      expect(digests.map((mail) => mail.subject)).toEqual(['Your daily RSVP digest: 2 new RSVPs']);
      expect(digests[0]?.text).toContain('Chess Club (2 new):');
      expect(digests[0]?.text).toContain('- Ann Test (Going)');
      expect(digests[0]?.text).toContain('- Bob Test (Going)');

      expect(await sendRsvpDigests(deps, tomorrow), 'the window is done').toBe(0);
      await rsvpTo(social.id, await person(h, 'Cy'));
      expect(await sendRsvpDigests(deps, new Date(Date.now() + 2 * DAY)), 'the next digest covers what came since').toBe(1);
      await deps.jobs.drain();
      expect(await subjects(host.email)).toEqual(['Your daily RSVP digest: 1 new RSVP', 'Your daily RSVP digest: 2 new RSVPs']);
    });
  });

  it('tells the hosts once when the last seat is taken', async () => {
    const host = await person(h, 'Sol');
    await setNotice(host, 'OFF');
    const social = await createSocial(h(), host, { title: 'Tiny Dinner', maxCapacity: 2 });
    await rsvpTo(social.id, await person(h, 'Una'));
    expect(await mailsTo(host.email)).toEqual([]);
    await rsvpTo(social.id, await person(h, 'Vic'));
    await rsvpTo(social.id, await person(h, 'Wes'));
    expect(await subjects(host.email)).toEqual(['Tiny Dinner is sold out']);
  });

  describe("staff's decision on a public social", () => {
    it('needs a reason to decline or ask for revision, stores it for the hosts and mails it to them', async () => {
      const host = await person(h, 'Rae');
      const guest = await person(h, 'Tom');
      const social = await createSocial(h(), host, { title: 'Pitch Night' });

      const missing = await patchSocial(social.id, admin, { publicApprovalStatus: 'DECLINED' });
      expect(missing.statusCode).toBe(400);
      expect((missing.json() as ErrorBody).fieldErrors?.map((error) => error.field)).toEqual(['body.publicApprovalReason']);
      const blank = await patchSocial(social.id, admin, { publicApprovalStatus: 'REVISION_NEEDED', publicApprovalReason: '   ' });
      expect(blank.statusCode).toBe(400);
      const byHost = await patchSocial(social.id, host, { publicApprovalStatus: 'REVISION_NEEDED', publicApprovalReason: 'Mine' });
      expect(byHost.statusCode).toBe(403);
      expect(await mailsTo(host.email)).toEqual([]);

      const decided = await patchSocial(social.id, admin, { publicApprovalStatus: 'REVISION_NEEDED', publicApprovalReason: 'Say where it takes place.' });
      expect(decided.statusCode, decided.body).toBe(200);

      const [mail, ...others] = await mailsTo(host.email);
      expect(others).toEqual([]);
      expect(mail?.subject).toBe('Pitch Night: Revision Needed');
      expect(mail?.text).toContain("The reviewer's reason:\nSay where it takes place.");
      const asHost = await viewAs(social.id, host);
      expect(asHost.publicApprovalStatus).toBe('REVISION_NEEDED');
      expect(asHost.publicApprovalReason).toBe('Say where it takes place.');
      expect(asHost.publicApprovalDecidedAt).toEqual(expect.any(Number));
      expect((await viewAs(social.id, guest)).publicApprovalReason).toBeNull();
      expect((await viewAs(social.id, null)).publicApprovalReason).toBeNull();

      // The same decision again tells nobody twice; approving replaces the reason.
      expect(
        (await patchSocial(social.id, admin, { publicApprovalStatus: 'REVISION_NEEDED', publicApprovalReason: 'Say where it takes place.' })).statusCode,
      ).toBe(200);
      expect((await patchSocial(social.id, admin, { publicApprovalStatus: 'APPROVED' })).statusCode).toBe(200);
      expect(await subjects(host.email)).toEqual(['Pitch Night: Approved', 'Pitch Night: Revision Needed']);
      expect((await viewAs(social.id, host)).publicApprovalReason).toBeNull();
    });
  });

  describe('the join link of an online event', () => {
    const LINK = 'https://meet.example.com/abc-defg-hij';

    it('is shown to the hosts and going guests only, and is in the going e-mail', async () => {
      const host = await person(h, 'Omar');
      await setNotice(host, 'OFF');
      const social = await createSocial(h(), host, { title: 'Remote Standup', isOnline: true, onlineLink: LINK, requiresApproval: true, maxCapacity: 1 });
      const [going, pending, waitlisted] = [await person(h, 'Gina'), await person(h, 'Pete'), await person(h, 'Walt')];
      const goingRsvp = await rsvpTo(social.id, going);
      await rsvpTo(social.id, pending);
      const approve = await h().app.inject({
        method: 'PATCH',
        url: `/api/socials/${social.id}/rsvps/${goingRsvp.id}`,
        headers: bearer(host.token),
        payload: { status: 'APPROVED' },
      });
      expect(approve.statusCode, approve.body).toBe(200);
      const toWaitlist = await rsvpTo(social.id, waitlisted);
      expect(toWaitlist.status).toBe('PENDING');
      const patched = await h().app.inject({
        method: 'PATCH',
        url: `/api/socials/${social.id}/rsvps/${toWaitlist.id}`,
        headers: bearer(host.token),
        payload: { status: 'WAITLIST' },
      });
      expect(patched.statusCode, patched.body).toBe(200);

      expect((await viewAs(social.id, host)).onlineLink).toBe(LINK);
      expect((await viewAs(social.id, going)).onlineLink).toBe(LINK);
      expect((await viewAs(social.id, pending)).onlineLink).toBeNull();
      expect((await viewAs(social.id, waitlisted)).onlineLink).toBeNull();
      expect((await viewAs(social.id, null)).onlineLink).toBeNull();

      const goingMail = (await mailsTo(going.email)).find((mail) => mail.subject === "You're going to Remote Standup");
      expect(goingMail?.text).toContain(`Join online: ${LINK}`);
      for (const other of [pending, waitlisted]) {
        const mails = await mailsTo(other.email);
        expect(mails.length).toBeGreaterThan(0);
        expect(mails.every((mail) => !mail.text.includes(LINK))).toBe(true);
      }
    });

    it('is set by the hosts and must be a web address', async () => {
      const host = await person(h, 'Lin');
      const social = await createSocial(h(), host, { isOnline: true });
      const bad = await patchSocial(social.id, host, { onlineLink: 'not a link' });
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as ErrorBody).fieldErrors?.map((error) => error.field)).toEqual(['body.onlineLink']);
      const other = await person(h, 'Max');
      expect((await patchSocial(social.id, other, { onlineLink: LINK })).statusCode).toBe(403);
      const set = await patchSocial(social.id, host, { onlineLink: LINK });
      expect((set.json() as Social).onlineLink).toBe(LINK);
    });
  });

  describe('the approval e-mail addendum', () => {
    it('is the hosts’ to write and preview, and goes into the going e-mail', async () => {
      const host = await person(h, 'Ada');
      await setNotice(host, 'OFF');
      const guest = await person(h, 'Ben');
      const social = await createSocial(h(), host, { title: 'Book Swap' });
      const url = `/api/socials/${social.id}/emails/approval`;

      const empty = await h().app.inject({ method: 'GET', url: `${url}/addendum`, headers: bearer(host.token) });
      expect(empty.json()).toEqual({ addendum: null });
      const byGuest = await h().app.inject({ method: 'POST', url: `${url}/addendum`, headers: bearer(guest.token), payload: { addendum: 'Mine now' } });
      expect(byGuest.statusCode).toBe(403);
      const tooLong = await h().app.inject({ method: 'POST', url: `${url}/addendum`, headers: bearer(host.token), payload: { addendum: 'x'.repeat(2001) } });
      expect(tooLong.statusCode).toBe(400);
      const saved = await h().app.inject({
        method: 'POST',
        url: `${url}/addendum`,
        headers: bearer(host.token),
        payload: { addendum: '  Bring two books.  ' },
      });
      expect(saved.json()).toEqual({ addendum: 'Bring two books.' });

      const preview = await h().app.inject({ method: 'POST', url: `${url}/preview`, headers: bearer(host.token), payload: {} });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toEqual({ subject: "You're going to Book Swap", text: expect.stringContaining('A note from the hosts:\nBring two books.') });
      const draft = await h().app.inject({ method: 'POST', url: `${url}/preview`, headers: bearer(host.token), payload: { addendum: 'Bring three.' } });
      expect((draft.json() as { text: string }).text).toContain('A note from the hosts:\nBring three.');
      expect(await mailsTo(host.email), 'a preview sends nothing').toEqual([]);

      await rsvpTo(social.id, guest);
      const going = (await mailsTo(guest.email)).find((mail) => mail.subject === "You're going to Book Swap");
      expect(going?.text).toContain('A note from the hosts:\nBring two books.');
    });
  });

  describe('reminders 24 h and 1 h before the start', () => {
    /** Makes every queued reminder due now and runs the jobs. */
    const runReminders = async () => {
      await h().db.execute(sql`update pgboss.job set start_after = now() where name = ${sendReminder.name} and state = 'created'`);
      await h().services.jobs.drain();
    };
    const reminders = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Reminder:'));

    it('go to the going guests for the start the social has when they are due, once each', async () => {
      const host = await person(h, 'Kim');
      await setNotice(host, 'OFF');
      const social = await createSocial(h(), host, { title: 'Movie Night', requiresApproval: true }, { startsIn: 3 * DAY });
      const [going, pending] = [await person(h, 'Nia'), await person(h, 'Oz')];
      const rsvp = await rsvpTo(social.id, going);
      await rsvpTo(social.id, pending);
      await h().app.inject({
        method: 'PATCH',
        url: `/api/socials/${social.id}/rsvps/${rsvp.id}`,
        headers: bearer(host.token),
        payload: { status: 'APPROVED' },
      });
      const moved = social.eventTimestamp + 2 * DAY;
      expect((await patchSocial(social.id, host, { eventTimestamp: moved, eventEndTimestamp: moved + 2 * HOUR })).statusCode).toBe(200);

      await runReminders();

      const sent = await reminders(going.email);
      expect(sent.map((mail) => mail.subject).sort()).toEqual(['Reminder: Movie Night starts in an hour', 'Reminder: Movie Night starts tomorrow']);
      expect(await reminders(pending.email)).toEqual([]);

      // The same reminder run again (a retry, a second schedule) sends nothing new: the mails are keyed.
      await h().services.jobs.enqueue(h().db, sendReminder, { socialId: social.id, kind: 'DAY_BEFORE', eventTimestamp: moved });
      await h().services.jobs.drain();
      expect(await reminders(going.email)).toHaveLength(2);
    });

    it('of a cancelled social send nothing', async () => {
      const host = await person(h, 'Eve');
      await setNotice(host, 'OFF');
      const guest = await person(h, 'Fay');
      const social = await createSocial(h(), host, { title: 'Picnic' }, { startsIn: 3 * DAY });
      await rsvpTo(social.id, guest);
      expect((await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/cancel`, headers: bearer(host.token) })).statusCode).toBe(200);

      await runReminders();

      expect(await reminders(guest.email)).toEqual([]);
    });

    it('include the join link of an online event', async () => {
      const host = await person(h, 'Jo');
      await setNotice(host, 'OFF');
      const guest = await person(h, 'Kai');
      const social = await createSocial(h(), host, { title: 'Web Talk', isOnline: true, onlineLink: 'https://meet.example.com/talk' }, { startsIn: 3 * DAY });
      await rsvpTo(social.id, guest);

      await runReminders();

      const sent = await reminders(guest.email);
      expect(sent).toHaveLength(2);
      expect(sent.every((mail) => mail.text.includes('Join online: https://meet.example.com/talk'))).toBe(true);
    });
  });
});
