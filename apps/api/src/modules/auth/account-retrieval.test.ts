import { randomInt, randomUUID } from 'node:crypto';
import type { Me, TokenReply } from '@socials/domain';
import { expect, it } from 'vitest';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
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

describeOnOneDatabase('account retrieval', (harness) => {
  it('moves the account to a new sign-in address with the code sent to the old one, ends its sessions and signs in', async () => {
    const h = harness();
    const oldEmail = freshEmail('ada');
    const session = await h.signIn(oldEmail, { firstName: 'Ada', lastName: 'Lovelace' });
    const newEmail = freshEmail('ada-new');

    const code = await retrievalCode(h, oldEmail);
    const res = await complete(h, { email: oldEmail, code, newEmail: newEmail.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as TokenReply;
    expect(reply.user).toMatchObject({ id: session.userId, email: newEmail, firstName: 'Ada' });

    const me = await h.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(reply.access_token) });
    expect((me.json() as Me).email).toBe(newEmail);
    // Both addresses hear of it, and the code is spent.
    expect((await h.outbox(oldEmail))[0]?.subject).toBe('Your Socials account has a new sign-in address');
    expect((await h.outbox(newEmail))[0]?.subject).toBe('Your Socials account has a new sign-in address');
    const again = await complete(h, { email: oldEmail, code, newEmail: freshEmail('other') });
    expect(again.statusCode).toBe(400);
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
});
