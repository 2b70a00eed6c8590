import { randomUUID } from 'node:crypto';
import type { ErrorBody, GuestList, Question, Rsvp, Social, SocialDetail } from '@socials/domain';
import { NOTIFY_ME_QUESTION_ID } from '@socials/domain';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, socials } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, DAY, HOUR, createSocial as createSocialAs } from '../../test/kit';

type User = { token: string; userId: string };

const questionnaire: Question[] = [
  {
    id: 'company',
    questionType: 'SHORT_TEXT',
    isRequired: true,
    title: 'Where do you work?',
    availableAnswers: [],
    subQuestions: [],
    userDataMapping: null,
    canRemove: true,
    isOptInShareResponse: false,
  },
  {
    id: 'topics',
    questionType: 'MULTIPLE_CHOICES',
    isRequired: false,
    title: 'Topics',
    availableAnswers: ['AI', 'Fintech'],
    subQuestions: [],
    userDataMapping: null,
    canRemove: true,
    isOptInShareResponse: false,
  },
];
const goodAnswers = [
  { questionId: 'company', answer: 'Acme' },
  { questionId: 'topics', answers: ['AI'] },
];

describeOnOneDatabase(
  'RSVP flow: questionnaire, approval, waitlist, grades, e-mails',
  (h) => {
    let host: User;
    let cohost: User;
    let admin: User;
    let people: User[];

    beforeAll(async () => {
      host = await h().signIn('flow-host@example.com', { firstName: 'Hana', lastName: 'Host' });
      cohost = await h().signIn('flow-cohost@example.com', { firstName: 'Cole', lastName: 'Host' });
      admin = await h().signIn('flow-staff@example.com', { admin: true });
      people = [];
      for (let i = 0; i < 6; i += 1) people.push(await h().signIn(`flow-person${i}@example.com`, { firstName: `Person${i}`, lastName: 'Flow' }));
    });

    const person = (i: number): User => {
      const found = people[i];
      if (!found) throw new Error(`No person ${i}`);
      return found;
    };

    const createSocial = (overrides: Record<string, unknown> = {}) =>
      createSocialAs(h(), host, { title: 'Flow Night', isPublic: false, ...overrides }, { lasts: 3 * HOUR, coHost: cohost });

    const rsvp = (socialId: string, token: string, payload: Record<string, unknown> = {}) =>
      h().app.inject({ method: 'POST', url: `/api/socials/${socialId}/rsvps`, headers: bearer(token), payload });
    const patchRsvp = (socialId: string, rsvpId: string, token: string, payload: Record<string, unknown>) =>
      h().app.inject({ method: 'PATCH', url: `/api/socials/${socialId}/rsvps/${rsvpId}`, headers: bearer(token), payload });
    const bulk = (socialId: string, token: string, payload: Record<string, unknown>) =>
      h().app.inject({ method: 'PATCH', url: `/api/socials/${socialId}/rsvps`, headers: bearer(token), payload });
    const cancel = (socialId: string, rsvpId: string, token: string) =>
      h().app.inject({ method: 'DELETE', url: `/api/socials/${socialId}/rsvps/${rsvpId}`, headers: bearer(token) });
    async function listRsvps(socialId: string, query = ''): Promise<{ data: Rsvp[]; meta: { lastEvaluatedKey: string | null } }> {
      const res = await h().app.inject({ method: 'GET', url: `/api/socials/${socialId}/rsvps${query}`, headers: bearer(host.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Rsvp[]; meta: { lastEvaluatedKey: string | null } };
    }
    async function getSocial(id: string, token?: string): Promise<SocialDetail> {
      const res = await h().app.inject({ method: 'GET', url: `/api/socials/${id}`, headers: token ? bearer(token) : {} });
      expect(res.statusCode).toBe(200);
      return res.json() as SocialDetail;
    }
    /** The newest mail to `email` with its attachments (the harness's outbox() leaves attachments out). */
    async function lastMail(email: string) {
      const [mail] = await h().db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1);
      return mail;
    }
    async function subjects(email: string): Promise<string[]> {
      return (await h().outbox(email)).map((mail) => mail.subject);
    }

    describe('questionnaire answers', () => {
      it('refuses a missing required answer with 400 naming the question, and stores valid answers', async () => {
        const social = await createSocial({ questionnaire });
        const missing = await rsvp(social.id, person(0).token, { answers: [{ questionId: 'topics', answers: ['AI'] }] });
        expect(missing.statusCode).toBe(400);
        const body = missing.json() as ErrorBody;
        expect(body.message).toContain('Where do you work?');
        expect(body.fieldErrors).toEqual([{ field: 'body.answers.company', message: 'This question is required' }]);

        const offMenu = await rsvp(social.id, person(0).token, {
          answers: [
            { questionId: 'company', answer: 'Acme' },
            { questionId: 'topics', answers: ['Crypto'] },
          ],
        });
        expect(offMenu.statusCode).toBe(400);
        expect((offMenu.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.answers.topics');
        expect((await getSocial(social.id)).confirmedPax).toBe(0);

        const ok = await rsvp(social.id, person(0).token, { answers: goodAnswers });
        expect(ok.statusCode, ok.body).toBe(201);
        const created = ok.json() as Rsvp;
        expect(created.status).toBe('APPROVED');
        expect(created.answers).toEqual([
          { questionId: 'company', answer: 'Acme', isOptInShareResponse: false },
          { questionId: 'topics', answers: ['AI'], isOptInShareResponse: false },
        ]);
        expect(created.ticketCode).toMatch(/^[0-9a-f]{32}$/);
        // Hosts see the answers but not the ticket code, which would let them check the attendee in without a scan.
        const [listed] = (await listRsvps(social.id)).data;
        expect(listed?.answers).toEqual(created.answers);
        expect(listed?.ticketCode).toBeNull();
      });

      it('follows the hosts when the notify-me box is ticked', async () => {
        const social = await createSocial({ title: 'Notify Me' });
        expect((await getSocial(social.id, person(1).token)).isSubscribedAllHosts).toBe(false);
        const res = await rsvp(social.id, person(1).token, { answers: [{ questionId: NOTIFY_ME_QUESTION_ID, isTrue: true }] });
        expect(res.statusCode, res.body).toBe(201);
        expect((await getSocial(social.id, person(1).token)).isSubscribedAllHosts).toBe(true);
        expect((await getSocial(social.id, person(2).token)).isSubscribedAllHosts).toBe(false);
      });
    });

    describe('half-done RSVPs (PARTIAL_UPDATE)', () => {
      it('saves a draft without a seat, continues it, and completes it once the answers are valid', async () => {
        const social = await createSocial({ questionnaire, maxCapacity: 5 });
        const draft = await rsvp(social.id, person(0).token, { partial: true, answers: [{ questionId: 'topics', answers: ['AI'] }] });
        expect(draft.statusCode, draft.body).toBe(201);
        const saved = draft.json() as Rsvp;
        expect(saved.status).toBe('PARTIAL_UPDATE');
        expect((await getSocial(social.id)).confirmedPax).toBe(0);
        expect((await getSocial(social.id, person(0).token)).myRsvp).toBeNull();

        const incomplete = await patchRsvp(social.id, saved.id, person(0).token, { submit: true });
        expect(incomplete.statusCode).toBe(400);
        expect((incomplete.json() as ErrorBody).fieldErrors?.map((e) => e.field)).toEqual(['body.answers.company']);

        const someoneElse = await patchRsvp(social.id, saved.id, person(1).token, { answers: goodAnswers });
        expect(someoneElse.statusCode).toBe(403);

        const done = await patchRsvp(social.id, saved.id, person(0).token, { answers: goodAnswers, submit: true });
        expect(done.statusCode, done.body).toBe(200);
        expect(done.json()).toEqual(expect.objectContaining({ id: saved.id, status: 'APPROVED' }));
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
        expect((await patchRsvp(social.id, saved.id, person(0).token, { answers: goodAnswers })).statusCode).toBe(409);
        expect((await rsvp(social.id, person(0).token, { partial: true })).statusCode).toBe(409);
      });

      it('drops a draft without a word to the attendee', async () => {
        const social = await createSocial({ title: 'Quiet Draft' });
        const draft = (await rsvp(social.id, person(4).token, { partial: true })).json() as Rsvp;
        const dropped = await cancel(social.id, draft.id, person(4).token);
        expect((dropped.json() as Rsvp).status).toBe('CANCELLED');
        expect((await subjects('flow-person4@example.com')).filter((s) => s.includes('Quiet Draft'))).toEqual([]);
      });

      it('continues the draft when the attendee POSTs again', async () => {
        const social = await createSocial();
        const draft = (await rsvp(social.id, person(2).token, { partial: true })).json() as Rsvp;
        const completed = (await rsvp(social.id, person(2).token, {})).json() as Rsvp;
        expect(completed.id).toBe(draft.id);
        expect(completed.status).toBe('APPROVED');
      });
    });

    describe('approval by the hosts', () => {
      it('lands RSVPs PENDING, then hosts approve (with the .ics e-mailed), waitlist or reject', async () => {
        const social = await createSocial({ title: 'Curated Dinner', requiresApproval: true, maxCapacity: 1 });
        const a = (await rsvp(social.id, person(3).token)).json() as Rsvp;
        const b = (await rsvp(social.id, person(4).token)).json() as Rsvp;
        expect([a.status, b.status]).toEqual(['PENDING', 'PENDING']);
        expect(await subjects('flow-person3@example.com')).toContain('We received your RSVP to Curated Dinner');
        expect((await getSocial(social.id)).confirmedPax).toBe(0);

        expect((await patchRsvp(social.id, a.id, person(3).token, { status: 'APPROVED' })).statusCode).toBe(403);

        const approved = await patchRsvp(social.id, a.id, cohost.token, { status: 'APPROVED' });
        expect(approved.statusCode, approved.body).toBe(200);
        expect((approved.json() as Rsvp).status).toBe('APPROVED');
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
        const mail = await lastMail('flow-person3@example.com');
        expect(mail?.subject).toBe("You're going to Curated Dinner");
        expect(mail?.attachments).toEqual([expect.objectContaining({ filename: 'invite.ics', contentType: expect.stringContaining('text/calendar') })]);
        expect(mail?.attachments?.[0]?.content).toContain('SUMMARY:Curated Dinner');

        // The only seat is taken: approving the second one is refused and changes nothing.
        const full = await patchRsvp(social.id, b.id, host.token, { status: 'APPROVED' });
        expect(full.statusCode).toBe(409);
        expect((full.json() as ErrorBody).message).toBe('This event is full');

        const waitlisted = await patchRsvp(social.id, b.id, host.token, { status: 'WAITLIST' });
        expect((waitlisted.json() as Rsvp).status).toBe('WAITLIST');
        expect((await lastMail('flow-person4@example.com'))?.subject).toBe("You're on the waitlist for Curated Dinner");

        const rejected = await patchRsvp(social.id, a.id, host.token, { status: 'REJECTED' });
        expect((rejected.json() as Rsvp).status).toBe('REJECTED');
        expect((await lastMail('flow-person3@example.com'))?.subject).toBe('Your RSVP to Curated Dinner was not accepted');
        expect((await getSocial(social.id)).confirmedPax).toBe(0);

        // A rejected RSVP cannot be cancelled: that is not a move anybody may make.
        const refused = await patchRsvp(social.id, a.id, host.token, { status: 'CANCELLED' });
        expect(refused.statusCode).toBe(409);
        expect((refused.json() as ErrorBody).message).toBe('An RSVP cannot go from REJECTED to CANCELLED');

        expect((await patchRsvp(social.id, b.id, host.token, { status: 'APPROVED', answers: [] })).statusCode).toBe(400);
      });

      it('tells a guest the event is full only when it is: a guest the hosts waitlist by hand hears it was their choice', async () => {
        const roomy = await createSocial({ title: 'Roomy Supper', requiresApproval: true, maxCapacity: 10 });
        const byHand = (await rsvp(roomy.id, person(5).token)).json() as Rsvp;
        expect((await patchRsvp(roomy.id, byHand.id, host.token, { status: 'WAITLIST' })).statusCode).toBe(200);
        const handMail = await lastMail('flow-person5@example.com');
        expect(handMail?.subject).toBe("You're on the waitlist for Roomy Supper");
        expect(handMail?.text).toContain('The hosts of Roomy Supper have put you on the waitlist');
        expect(handMail?.text).not.toContain('full');

        const tiny = await createSocial({ title: 'Tiny Supper', maxCapacity: 1 });
        await rsvp(tiny.id, person(1).token);
        expect(((await rsvp(tiny.id, person(2).token)).json() as Rsvp).status).toBe('WAITLIST');
        expect((await lastMail('flow-person2@example.com'))?.text).toContain('Tiny Supper is full for now');
      });

      it('grades attendees and filters and pages the list', async () => {
        const social = await createSocial({ requiresApproval: true });
        const ids: string[] = [];
        for (const i of [0, 1, 2]) ids.push(((await rsvp(social.id, person(i).token)).json() as Rsvp).id);
        const graded = await patchRsvp(social.id, ids[1]!, host.token, { grade: 'YES_GRADE' });
        expect((graded.json() as Rsvp).grade).toBe('YES_GRADE');
        await patchRsvp(social.id, ids[2]!, host.token, { status: 'APPROVED' });

        expect((await listRsvps(social.id, '?grade=YES_GRADE')).data.map((r) => r.id)).toEqual([ids[1]]);
        expect((await listRsvps(social.id, '?status=PENDING')).data.map((r) => r.id)).toEqual([ids[0], ids[1]]);
        const tierId = social.ticketTiers[0]!.id;
        expect((await listRsvps(social.id, `?ticketTierId=${tierId}`)).data).toHaveLength(3);

        const seen: string[] = [];
        let key: string | null = null;
        do {
          const page = await listRsvps(social.id, `?limit=1${key ? `&exclusiveStartKey=${encodeURIComponent(key)}` : ''}`);
          seen.push(...page.data.map((r) => r.id));
          key = page.meta.lastEvaluatedKey;
        } while (key);
        expect(seen).toEqual(ids);
      });
    });

    describe('bulk updates', () => {
      it('approves several at once, all or nothing', async () => {
        const social = await createSocial({ requiresApproval: true, maxCapacity: 2 });
        const ids: string[] = [];
        for (const i of [0, 1, 2]) ids.push(((await rsvp(social.id, person(i).token)).json() as Rsvp).id);

        const tooMany = await bulk(social.id, host.token, { rsvpIds: ids, status: 'APPROVED' });
        expect(tooMany.statusCode).toBe(409);
        expect((await listRsvps(social.id, '?status=PENDING')).data).toHaveLength(3);
        expect((await getSocial(social.id)).confirmedPax).toBe(0);

        const two = await bulk(social.id, cohost.token, { rsvpIds: ids.slice(0, 2), status: 'APPROVED' });
        expect(two.statusCode, two.body).toBe(200);
        expect((two.json() as { data: Rsvp[] }).data.map((r) => [r.id, r.status])).toEqual([
          [ids[0], 'APPROVED'],
          [ids[1], 'APPROVED'],
        ]);
        expect((await getSocial(social.id)).confirmedPax).toBe(2);

        const waitlist = await bulk(social.id, admin.token, { rsvpIds: [ids[2]], status: 'WAITLIST' });
        expect((waitlist.json() as { data: Rsvp[] }).data[0]?.status).toBe('WAITLIST');

        expect((await bulk(social.id, person(0).token, { rsvpIds: [ids[2]], status: 'APPROVED' })).statusCode).toBe(403);
        expect((await bulk(social.id, host.token, { rsvpIds: [randomUUID()], status: 'APPROVED' })).statusCode).toBe(404);
        expect((await bulk(social.id, host.token, { rsvpIds: [], status: 'APPROVED' })).statusCode).toBe(400);
      });
    });

    describe('automatic waitlist promotion', () => {
      it('gives a freed seat to the earliest waitlisted RSVP in the same request, and e-mails them', async () => {
        const social = await createSocial({ title: 'Auto Promo', maxCapacity: 1, waitlistPromotionMode: 'AUTOMATIC' });
        const first = (await rsvp(social.id, person(0).token)).json() as Rsvp;
        const second = (await rsvp(social.id, person(1).token)).json() as Rsvp;
        const third = (await rsvp(social.id, person(2).token)).json() as Rsvp;
        expect([first.status, second.status, third.status]).toEqual(['APPROVED', 'WAITLIST', 'WAITLIST']);

        expect((await cancel(social.id, first.id, person(0).token)).statusCode).toBe(200);
        const after = await listRsvps(social.id);
        expect(after.data.map((r) => r.status)).toEqual(['CANCELLED', 'APPROVED', 'WAITLIST']);
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
        expect((await lastMail('flow-person1@example.com'))?.subject).toBe("You're going to Auto Promo");

        // Rejecting frees the seat again: the next in line moves up.
        await patchRsvp(social.id, second.id, host.token, { status: 'REJECTED' });
        expect((await listRsvps(social.id)).data.map((r) => r.status)).toEqual(['CANCELLED', 'REJECTED', 'APPROVED']);
        // A host who waitlists someone does not see them promoted straight back.
        await patchRsvp(social.id, third.id, host.token, { status: 'WAITLIST' });
        expect((await listRsvps(social.id)).data.map((r) => r.status)).toEqual(['CANCELLED', 'REJECTED', 'WAITLIST']);
      });

      it('promotes when the host adds seats or switches to automatic promotion', async () => {
        const social = await createSocial({ title: 'More Chairs', maxCapacity: 1 });
        for (const i of [0, 1, 2]) await rsvp(social.id, person(i).token);
        const edit = (payload: Record<string, unknown>) =>
          h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}`, headers: bearer(host.token), payload });
        // MANUAL: more seats alone promote nobody.
        expect((await edit({ maxCapacity: 2 })).statusCode).toBe(200);
        expect((await listRsvps(social.id)).data.map((r) => r.status)).toEqual(['APPROVED', 'WAITLIST', 'WAITLIST']);
        const res = await edit({ waitlistPromotionMode: 'AUTOMATIC' });
        expect((res.json() as Social).confirmedPax).toBe(2);
        expect((await listRsvps(social.id)).data.map((r) => r.status)).toEqual(['APPROVED', 'APPROVED', 'WAITLIST']);
        expect((await lastMail('flow-person1@example.com'))?.subject).toBe("You're going to More Chairs");
        await edit({ maxCapacity: 10 });
        expect((await listRsvps(social.id)).data.map((r) => r.status)).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
      });

      it('leaves the waitlist alone in MANUAL mode', async () => {
        const social = await createSocial({ maxCapacity: 1 });
        const first = (await rsvp(social.id, person(0).token)).json() as Rsvp;
        await rsvp(social.id, person(1).token);
        await cancel(social.id, first.id, person(0).token);
        expect((await listRsvps(social.id)).data.map((r) => r.status)).toEqual(['CANCELLED', 'WAITLIST']);
        expect((await getSocial(social.id)).confirmedPax).toBe(0);
      });
    });

    describe('cancelling', () => {
      it("records an attendee's late cancel by the host's window, and a host's cancel as the host's", async () => {
        const soon = await createSocial({
          cancellationWindow: 'WITHIN72H',
          eventTimestamp: Date.now() + 2 * DAY,
          eventEndTimestamp: Date.now() + 2 * DAY + HOUR,
        });
        const mine = (await rsvp(soon.id, person(0).token)).json() as Rsvp;
        const late = await cancel(soon.id, mine.id, person(0).token);
        expect(late.statusCode).toBe(200);
        expect((late.json() as Rsvp).cancellation).toEqual(
          expect.objectContaining({ cancelledBy: 'ATTENDEE', isLate: true, refundType: null, refundAmount: 0, forfeitedAmount: 0 }),
        );
        expect((await lastMail('flow-person0@example.com'))?.subject).toBe('Your RSVP to Flow Night is cancelled');

        const later = await createSocial({ cancellationWindow: 'WITHIN72H' });
        const early = (await rsvp(later.id, person(0).token)).json() as Rsvp;
        expect(((await cancel(later.id, early.id, person(0).token)).json() as Rsvp).cancellation?.isLate).toBe(false);

        const byHost = (await rsvp(later.id, person(1).token)).json() as Rsvp;
        expect(((await cancel(later.id, byHost.id, cohost.token)).json() as Rsvp).cancellation).toEqual(
          expect.objectContaining({ cancelledBy: 'HOST', isLate: false }),
        );
      });

      it('refuses an attendee cancel once the event has started', async () => {
        const social = await createSocial({ eventTimestamp: Date.now() + DAY, eventEndTimestamp: Date.now() + DAY + HOUR });
        const mine = (await rsvp(social.id, person(5).token)).json() as Rsvp;
        await h()
          .db.update(socials)
          .set({ eventAt: new Date(Date.now() - HOUR) })
          .where(eq(socials.id, social.id));
        const res = await cancel(social.id, mine.id, person(5).token);
        expect(res.statusCode).toBe(400);
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
      });
    });

    describe('cancelling the social', () => {
      it('marks it cancelled and e-mails every attendee once', async () => {
        const social = await createSocial({ title: 'Rained Out' });
        await rsvp(social.id, person(0).token);
        await rsvp(social.id, person(1).token);
        expect((await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/cancel`, headers: bearer(person(0).token) })).statusCode).toBe(403);

        const res = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/cancel`, headers: bearer(cohost.token) });
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as Social).isCancelled).toBe(true);
        for (const email of ['flow-person0@example.com', 'flow-person1@example.com']) {
          expect((await subjects(email)).filter((s) => s === 'Rained Out (CANCELLED): the event is cancelled')).toHaveLength(1);
        }
        await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}`, headers: bearer(host.token), payload: { isCancelled: true } });
        expect((await subjects('flow-person0@example.com')).filter((s) => s.startsWith('Rained Out (CANCELLED)'))).toHaveLength(1);
      });

      it('does the same through PATCH isCancelled', async () => {
        const social = await createSocial({ title: 'Patched Off' });
        await rsvp(social.id, person(2).token);
        const res = await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}`, headers: bearer(host.token), payload: { isCancelled: true } });
        expect((res.json() as Social).isCancelled).toBe(true);
        expect(await subjects('flow-person2@example.com')).toContain('Patched Off (CANCELLED): the event is cancelled');
      });
    });

    describe("who's going", () => {
      it('counts confirmed attendees for everyone and lists those who did not hide, to signed-in callers', async () => {
        const social = await createSocial({ requiresApproval: false });
        await rsvp(social.id, person(0).token);
        await rsvp(social.id, person(1).token, { hideFromGuestList: true });
        await rsvp(social.id, person(2).token, { partial: true });
        const url = `/api/socials/${social.id}/homiesgoing`;

        const anonymous = (await h().app.inject({ method: 'GET', url })).json() as GuestList;
        expect(anonymous).toEqual({ count: 2, data: [] });
        const signedIn = (await h().app.inject({ method: 'GET', url, headers: bearer(person(3).token) })).json() as GuestList;
        expect(signedIn.count).toBe(2);
        expect(signedIn.data.map((u) => u.id)).toEqual([person(0).userId]);
        expect(Object.keys(signedIn.data[0] ?? {}).sort()).toEqual(['displayName', 'firstName', 'id', 'lastName', 'photoPath', 'slug']);

        const mine = (await getSocial(social.id, person(1).token)).myRsvp!;
        await patchRsvp(social.id, mine.id, person(1).token, { hideFromGuestList: false });
        const shown = (await h().app.inject({ method: 'GET', url, headers: bearer(person(3).token) })).json() as GuestList;
        expect(shown.data.map((u) => u.id)).toEqual([person(0).userId, person(1).userId]);
      });
    });

    describe('post-RSVP requests', () => {
      it('starts INITIAL, is submitted once by the attendee, and follows the RSVP (PENDING when hosts review)', async () => {
        const open = await createSocial();
        const mine = (await rsvp(open.id, person(0).token)).json() as Rsvp;
        const url = `/api/socials/post-rsvp-request/${mine.id}`;
        const initial = await h().app.inject({ method: 'GET', url, headers: bearer(person(0).token) });
        expect(initial.json()).toEqual({ id: mine.id, socialId: open.id, status: 'INITIAL', answers: [], submittedAt: null });
        expect((await h().app.inject({ method: 'GET', url, headers: bearer(person(1).token) })).statusCode).toBe(404);
        expect((await h().app.inject({ method: 'GET', url, headers: bearer(cohost.token) })).statusCode).toBe(200);

        expect((await h().app.inject({ method: 'POST', url: `${url}/submit`, headers: bearer(host.token), payload: {} })).statusCode).toBe(403);
        const submitted = await h().app.inject({
          method: 'POST',
          url: `${url}/submit`,
          headers: bearer(person(0).token),
          payload: { answers: [{ questionId: 'diet', answer: 'Vegetarian' }] },
        });
        expect(submitted.statusCode, submitted.body).toBe(200);
        expect(submitted.json()).toEqual(expect.objectContaining({ status: 'APPROVED', submittedAt: expect.any(Number) }));
        expect((await h().app.inject({ method: 'POST', url: `${url}/submit`, headers: bearer(person(0).token), payload: {} })).statusCode).toBe(409);
        expect(((await h().app.inject({ method: 'GET', url, headers: bearer(person(0).token) })).json() as { answers: unknown[] }).answers).toHaveLength(1);

        const reviewed = await createSocial({ requiresApproval: true });
        const pending = (await rsvp(reviewed.id, person(1).token)).json() as Rsvp;
        const res = await h().app.inject({ method: 'POST', url: `/api/socials/post-rsvp-request/${pending.id}/submit`, headers: bearer(person(1).token) });
        expect(res.json()).toEqual(expect.objectContaining({ status: 'PENDING' }));

        const full = await createSocial({ maxCapacity: 1 });
        await rsvp(full.id, person(2).token);
        const waiting = (await rsvp(full.id, person(3).token)).json() as Rsvp;
        const waitlisted = await h().app.inject({
          method: 'POST',
          url: `/api/socials/post-rsvp-request/${waiting.id}/submit`,
          headers: bearer(person(3).token),
        });
        expect(waitlisted.json()).toEqual(expect.objectContaining({ status: 'WAITLISTED' }));
      });
    });

    describe('RSVP summary CSV', () => {
      it('exports every RSVP with its answers for the hosts, with formula-like cells defused', async () => {
        const social = await createSocial({ questionnaire });
        const sneaky = await h().signIn('sneaky@example.com', { firstName: '=HYPERLINK("http://x")', lastName: 'Sneak' });
        await rsvp(social.id, sneaky.token, { answers: [{ questionId: 'company', answer: '+1 Corp, Inc' }] });
        const url = `/api/socials/${social.id}/rsvp-summary-csv`;
        expect((await h().app.inject({ method: 'POST', url, headers: bearer(sneaky.token) })).statusCode).toBe(403);
        expect((await h().app.inject({ method: 'POST', url })).statusCode).toBe(401);

        const res = await h().app.inject({ method: 'POST', url, headers: bearer(cohost.token) });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/csv');
        const [header, line] = res.body.trim().split('\r\n');
        expect(header).toBe('Name,First name,Last name,E-mail,Status,Grade,Ticket tier,RSVP at,Attended at,Where do you work?,Topics');
        expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
        // The labels and the zone the host's pages use (this social is in New York), not raw codes and UTC.
        expect(line).toContain('sneaky@example.com,Going,Ungraded,General Admission,');
        expect(line).toMatch(/General Admission,\d{4}-\d{2}-\d{2} \d{2}:\d{2} E[SD]T,/);
        expect(line).toContain(`"'+1 Corp, Inc"`);
      });
    });
  },
  { checkSeats: true },
);
