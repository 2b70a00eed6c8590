import { randomInt, randomUUID } from 'node:crypto';
import type { Me, TokenReply } from '@socials/domain';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness';
import { bearer } from '../../test/kit';

const freshEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const freshIp = () => `198.51.100.${randomInt(1, 255)}`;

/** Asks for a retrieval code for `email` and reads it from the outbox (newest mail first). */
async function retrievalCode(h: Harness, email: string): Promise<string> {
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/account-retrieval/start', payload: { email }, remoteAddress: freshIp() });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await h.outbox(email);
  expect(mail?.subject).toMatch(/^Your Socials account retrieval code: \d{6}$/);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
}

const complete = (h: Harness, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/auth/account-retrieval/complete', payload, remoteAddress: freshIp() });

/** A session begun with a sign-in code: its access token and its refresh token. */
async function session(h: Harness, email: string): Promise<{ userId: string; token: string; refresh: string }> {
  const remoteAddress = freshIp();
  await h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress });
  const [mail] = await h.outbox(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/oauth/token', payload: { email, code }, remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json() as TokenReply;
  return { userId: reply.user.id, token: reply.access_token, refresh: reply.refresh_token };
}

/** The code of the newest mail to `email` asking to confirm it as an account's new sign-in address. */
async function confirmationCode(h: Harness, email: string): Promise<string> {
  const [mail] = await h.outbox(email);
  expect(mail?.subject).toMatch(/^Your Socials new sign-in address code: \d{6}$/);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
}

const confirm = (h: Harness, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/auth/account-retrieval/confirm', payload, remoteAddress: freshIp() });

const meOf = (h: Harness, token: string) => h.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

const refresh = (h: Harness, token: string) => h.app.inject({ method: 'POST', url: '/api/auth/oauth/refresh', payload: { refresh_token: token } });

const STAFF_EMAIL = 'retrieval-staff@example.com';

describeOnEachDatabase(
  'account retrieval',
  (harness) => {
    it('moves the account only once the new address confirms it with a second code; every old session ends and a new one begins', async () => {
      const h = harness();
      const oldEmail = freshEmail('ada');
      const before = await session(h, oldEmail);
      await h.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(before.token), payload: { firstName: 'Ada' } });
      const newEmail = freshEmail('ada-new');

      const res = await complete(h, { email: oldEmail, code: await retrievalCode(h, oldEmail), newEmail: newEmail.toUpperCase() });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ pendingEmail: newEmail });
      // Nothing has moved yet: the account still signs in with the old address, and its session still works.
      expect((await meOf(h, before.token)).json()).toMatchObject({ email: oldEmail });

      const code = await confirmationCode(h, newEmail);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const refused = await confirm(h, { email: oldEmail, newEmail, code: wrong });
      expect(refused.statusCode).toBe(400);
      expect((await meOf(h, before.token)).json()).toMatchObject({ email: oldEmail });

      const moved = await confirm(h, { email: oldEmail, newEmail, code });
      expect(moved.statusCode, moved.body).toBe(200);
      const reply = moved.json() as TokenReply;
      expect(reply.user).toMatchObject({ id: before.userId, email: newEmail, firstName: 'Ada' });
      expect(((await meOf(h, reply.access_token)).json() as Me).email).toBe(newEmail);

      // Every session the account had ends at once: its access token on reads and writes, its refresh token.
      expect((await meOf(h, before.token)).statusCode).toBe(401);
      const write = await h.app.inject({ method: 'POST', url: '/api/circles', headers: bearer(before.token), payload: { name: 'Too late' } });
      expect(write.statusCode).toBe(401);
      expect((await refresh(h, before.refresh)).statusCode).toBe(401);
      expect((await refresh(h, reply.refresh_token)).statusCode).toBe(200);

      // Both addresses hear of it, and the code is spent.
      expect((await h.outbox(oldEmail))[0]?.subject).toBe('Your Socials account has a new sign-in address');
      expect((await h.outbox(newEmail))[0]?.subject).toBe('Your Socials account has a new sign-in address');
      expect((await confirm(h, { email: newEmail, newEmail, code })).statusCode).toBe(400);
      expect((await confirm(h, { email: oldEmail, newEmail, code })).statusCode).toBe(400);
    });

    it("does not move an account to someone else's address with a code of the account's own address", async () => {
      const h = harness();
      const attackerEmail = freshEmail('atk');
      const attacker = await session(h, attackerEmail);
      const victimEmail = freshEmail('victim');

      const res = await complete(h, { email: attackerEmail, code: await retrievalCode(h, attackerEmail), newEmail: victimEmail });
      expect(res.statusCode, res.body).toBe(202);
      expect((await meOf(h, attacker.token)).json()).toMatchObject({ id: attacker.userId, email: attackerEmail });
      // Only the owner of the new address reads the code, and guessing it does not move anything.
      expect((await confirm(h, { email: attackerEmail, newEmail: victimEmail, code: '000000' })).statusCode).toBe(400);

      // The victim signs in with their own code into their own account, not the attacker's.
      const victim = await session(h, victimEmail);
      expect(victim.userId).not.toBe(attacker.userId);
      expect((await meOf(h, attacker.token)).json()).toMatchObject({ email: attackerEmail });
    });

    it('never moves an account to a staff address, even one that has not signed in yet', async () => {
      const h = harness();
      const attackerEmail = freshEmail('atk');
      const attacker = await session(h, attackerEmail);

      const res = await complete(h, { email: attackerEmail, code: await retrievalCode(h, attackerEmail), newEmail: STAFF_EMAIL.toUpperCase() });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ fieldErrors: [{ field: 'body.newEmail' }] });
      expect(await h.outbox(STAFF_EMAIL)).toEqual([]);
      expect((await meOf(h, attacker.token)).json()).toMatchObject({ email: attackerEmail, isAdmin: false });

      const staff = await session(h, STAFF_EMAIL);
      expect(staff.userId).not.toBe(attacker.userId);
      expect((await meOf(h, staff.token)).json()).toMatchObject({ isAdmin: true });
    });

    it('refuses the move at confirmation when another account took the new address meanwhile', async () => {
      const h = harness();
      const email = freshEmail('lin');
      const newEmail = freshEmail('lin-new');
      await session(h, email);
      expect((await complete(h, { email, code: await retrievalCode(h, email), newEmail })).statusCode).toBe(202);
      const code = await confirmationCode(h, newEmail);
      await session(h, newEmail);
      const taken = await confirm(h, { email, newEmail, code });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ fieldErrors: [{ field: 'body.newEmail' }] });
    });

    it('names the field at fault: a wrong code, no account, the same address, an address another account uses', async () => {
      const h = harness();
      const email = freshEmail('grace');
      const other = freshEmail('taken');
      await h.signIn(email);
      await h.signIn(other);

      const code = await retrievalCode(h, email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect((await complete(h, { email, code: wrong, newEmail: freshEmail('x') })).statusCode).toBe(400);

      const same = await complete(h, { email, code, newEmail: email });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ fieldErrors: [{ field: 'body.newEmail' }] });

      const taken = await complete(h, { email, code: await retrievalCode(h, email), newEmail: other });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ fieldErrors: [{ field: 'body.newEmail', message: 'Another account signs in with this e-mail' }] });

      const nobody = freshEmail('nobody');
      const unknown = await complete(h, { email: nobody, code: await retrievalCode(h, nobody), newEmail: freshEmail('y') });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ fieldErrors: [{ field: 'body.email' }] });

      const bad = await complete(h, { email: 'not-an-address', code: '12', newEmail: '' });
      expect(bad.statusCode).toBe(400);
    });
  },
  { env: { ADMIN_EMAILS: STAFF_EMAIL } },
);
