import { randomUUID } from 'node:crypto';
import type { ConnectionReply, InviteCodeReply, Me, SuggestedUsersReply, UserStatistics } from '@socials/domain';
import { MAX_INVITE_CODES } from '@socials/domain';
import { expect, it } from 'vitest';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { bearer, createSocial } from '../../test/kit';

const freshEmail = () => `people-${randomUUID()}@example.com`;
const freshUser = (h: Harness) => h.signIn(freshEmail(), { firstName: 'Pia', lastName: 'People' });

describeOnOneDatabase('people: profile lists, completion, invite codes, connections, deletion', (harness) => {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    harness().app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });
  const me = async (token: string) => (await call('GET', '/api/users/me', token)).json() as Me;

  it('saves every profile list from the constant lists, refusing entries of no list on their field, and the completion rises', async () => {
    const user = await harness().signIn(freshEmail());
    const before = await me(user.token);
    expect(before.completion).toMatchObject({ completed: 0, total: 11 });

    const res = await call('PATCH', '/api/users/me', user.token, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      currentCity: 'London',
      functions: ['Engineering', 'Founder'],
      sectors: ['Fintech'],
      exp: ['Machine Learning'],
      learnOff: ['Angel investing'],
      hobbies: ['Chess'],
      phone: { countryCode: '+44', phoneNumber: '20 7946 0000' },
      curAcademic: { degree: 'BSc', classOfGraduation: 1935, school: { name: 'Home' } },
      reportedSteps: ['ADD_TO_CALENDAR'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Me;
    expect(after).toMatchObject({
      functions: ['Engineering', 'Founder'],
      sectors: ['Fintech'],
      exp: ['Machine Learning'],
      learnOff: ['Angel investing'],
      hobbies: ['Chess'],
    });
    const done = after.completion.steps.filter((s) => s.done).map((s) => s.step);
    expect(done).toEqual(['PHONE_NUMBER', 'PERSONAL_DETAILS', 'FUNCTION', 'SCHOOL', 'ADD_TO_CALENDAR']);
    expect(after.completion).toMatchObject({ completed: 5, percent: 45 });

    // Reported steps add up instead of replacing each other.
    const again = (await call('PATCH', '/api/users/me', user.token, { reportedSteps: ['ASK_PUSH_NOTIFICATION'] })).json() as Me;
    expect(again.completion.completed).toBe(6);

    const bad = await call('PATCH', '/api/users/me', user.token, { hobbies: ['Chess', 'Base jumping'], reportedSteps: ['TAKE_ATTENDANCE'] });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json() as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.hobbies.1', 'body.reportedSteps.0']));

    // Text the database refuses (a lone surrogate in the position's JSON) stores none of the change,
    // the steps included (found by the fuzz suite).
    const newcomer = await freshUser(harness());
    const stepsBefore = (await me(newcomer.token)).completion.steps;
    const unstorable = await call('PATCH', '/api/users/me', newcomer.token, {
      reportedSteps: ['ADD_TO_CALENDAR'],
      curPosition: { title: 'lone \ud800 surrogate', organization: { name: 'Acme' } },
    });
    expect(unstorable.statusCode, unstorable.body).toBe(400);
    expect((await me(newcomer.token)).completion.steps).toEqual(stepsBefore);
    expect(stepsBefore.find((s) => s.step === 'ADD_TO_CALENDAR')?.done).toBe(false);
  });

  it('gives a user up to five invite codes, shown on /users/me', async () => {
    const user = await freshUser(harness());
    const codes: string[] = [];
    for (let i = 0; i < MAX_INVITE_CODES; i++) {
      const res = await call('POST', '/api/createInviteCodeRequest', user.token);
      expect(res.statusCode, res.body).toBe(200);
      codes.push((res.json() as InviteCodeReply).code);
    }
    expect((await me(user.token)).inviteCodes).toEqual(codes);
    const refused = await call('POST', '/api/createInviteCodeRequest', user.token);
    expect(refused.statusCode).toBe(409);
    expect(await call('POST', '/api/createInviteCodeRequest')).toMatchObject({ statusCode: 401 });
  });

  it('credits a new account to the owner of the invite code it came with, once, and never to itself', async () => {
    const inviter = await freshUser(harness());
    const { code } = (await call('POST', '/api/createInviteCodeRequest', inviter.token)).json() as InviteCodeReply;
    const { code: ownCode } = (await call('POST', '/api/createInviteCodeRequest', (await freshUser(harness())).token)).json() as InviteCodeReply;
    const friend = await harness().signIn(freshEmail());

    const unknown = await call('POST', '/api/users', friend.token, { firstName: 'Fred', referralCode: 'NOPE0000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual([{ field: 'body.referralCode', message: 'No one has this invite code' }]);

    const joined = await call('POST', '/api/users', friend.token, { firstName: 'Fred', lastName: 'Friend', referralCode: code.toLowerCase() });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ firstName: 'Fred', lastName: 'Friend' });
    // A second code later does not move the credit.
    await call('POST', '/api/users', friend.token, { referralCode: ownCode });

    const bring = (m: Me) => m.completion.steps.find((s) => s.step === 'BRING_FRIENDS')?.done;
    expect(bring(await me(inviter.token))).toBe(true);

    const self = await freshUser(harness());
    const { code: selfCode } = (await call('POST', '/api/createInviteCodeRequest', self.token)).json() as InviteCodeReply;
    expect((await call('POST', '/api/users', self.token, { referralCode: selfCode })).statusCode).toBe(400);
  });

  it('connects two attendees by scanning a QR code once, suggests others by shared picks, and counts connections', async () => {
    const h = harness();
    const me1 = await freshUser(h);
    await call('PATCH', '/api/users/me', me1.token, { hobbies: ['Chess', 'Wine'] });
    const other = await freshUser(h);
    const otherMe = (await call('PATCH', '/api/users/me', other.token, { hobbies: ['Chess', 'Wine', 'Golf'] })).json() as Me;

    const suggested = (await call('GET', '/api/users/me/suggested-users', me1.token)).json() as SuggestedUsersReply;
    expect(suggested.data[0]).toMatchObject({ id: other.userId });
    expect([...suggested.data[0]!.shared].sort()).toEqual(['Chess', 'Wine']);
    expect(suggested.data.map((u) => u.id)).not.toContain(me1.userId);

    const first = await call('POST', '/api/users/scan', me1.token, { slug: otherMe.slug });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ user: { id: other.userId }, isNew: true });
    const second = (await call('POST', '/api/users/scan', other.token, { slug: (await me(me1.token)).slug })).json() as ConnectionReply;
    expect(second.isNew).toBe(false);

    const after = (await call('GET', '/api/users/me/suggested-users', me1.token)).json() as SuggestedUsersReply;
    expect(after.data.map((u) => u.id)).not.toContain(other.userId);

    const stats = (await call('GET', `/api/users/${other.userId}/statistics`)).json() as UserStatistics;
    expect(stats).toEqual({ userId: other.userId, hostedSocials: 0, attendedSocials: 0, connections: 1 });

    expect((await call('POST', '/api/users/scan', me1.token, { slug: 'member-nobody' })).statusCode).toBe(404);
    const self = await call('POST', '/api/users/scan', me1.token, { slug: (await me(me1.token)).slug });
    expect(self.statusCode).toBe(400);
    expect(self.json().fieldErrors[0].field).toBe('body.slug');
  });

  it('deletes an account only with its own address and not while it hosts an upcoming social; the deleted account is anonymised and signed out', async () => {
    const h = harness();
    const host = await freshUser(h);
    const social = await createSocial(h, host);
    const hosting = await call('DELETE', '/api/users/me', host.token, { email: (await me(host.token)).email });
    expect(hosting.statusCode).toBe(409);
    expect(hosting.json().message).toMatch(/host a social/);
    expect(social).toBeTruthy();

    const email = freshEmail();
    const user = await h.signIn(email, { firstName: 'Del', lastName: 'Eted' });
    const wrong = await call('DELETE', '/api/users/me', user.token, { email: 'someone@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors[0].field).toBe('body.email');

    const slug = (await me(user.token)).slug;
    const deleted = await call('DELETE', '/api/users/me', user.token, { email: email.toUpperCase() });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call('GET', '/api/users/me', user.token)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/slug/${slug}`)).statusCode).toBe(404);
    // The address is free again: signing in with it makes a new, empty account.
    const again = await h.signIn(email);
    expect(again.userId).not.toBe(user.userId);
    expect((await me(again.token)).firstName).toBeNull();
  });

  it('stops at five invite codes when many are asked for at once', async () => {
    const user = await freshUser(harness());
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/api/createInviteCodeRequest', user.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    expect((await me(user.token)).inviteCodes).toHaveLength(MAX_INVITE_CODES);
  });

  it('refuses to delete an account that holds an RSVP to a social that has not ended', async () => {
    const h = harness();
    const host = await freshUser(h);
    const social = await createSocial(h, host, { isPublic: false });
    const email = freshEmail();
    const guest = await h.signIn(email, { firstName: 'Gus', lastName: 'Guest' });
    const rsvp = await call('POST', `/api/socials/${social.id}/rsvps`, guest.token, {});
    expect(rsvp.statusCode, rsvp.body).toBeLessThan(300);
    const refused = await call('DELETE', '/api/users/me', guest.token, { email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/RSVP/);
    expect((await me(guest.token)).firstName).toBe('Gus');
  });

  it('counts two completion steps reported at the same moment', async () => {
    const user = await freshUser(harness());
    await Promise.all([
      call('PATCH', '/api/users/me', user.token, { reportedSteps: ['ADD_TO_CALENDAR'] }),
      call('PATCH', '/api/users/me', user.token, { reportedSteps: ['ASK_PUSH_NOTIFICATION', 'ADD_TO_CALENDAR'] }),
    ]);
    const done = (await me(user.token)).completion.steps.filter((s) => s.done).map((s) => s.step);
    expect(done).toEqual(expect.arrayContaining(['ASK_PUSH_NOTIFICATION', 'ADD_TO_CALENDAR']));
  });
});
