import { randomUUID } from 'node:crypto';
import type { ErrorBody, Me, StartEmailVerificationReply, VerifiedEmail } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerificationCodes, verifiedEmails } from '../../db/schema';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { EMAIL_VERIFICATION_LIMITS } from './verification.service';
import { bearer, DAY, HOUR } from '../../test/kit';

/** A unique address at a unique company domain, so that tests never share rate limits or owners. */
const workEmail = (name = 'ada') => `${name}@acme-${randomUUID().slice(0, 8)}.com`;
const freshUser = (h: Harness) => h.signIn(`member-${randomUUID()}@example.com`, { firstName: 'Mem', lastName: 'Ber' });

describeOnOneDatabase('e-mail verification', (harness) => {
  async function start(token: string, payload: object) {
    return harness().app.inject({ method: 'POST', url: '/api/verification/emails', headers: bearer(token), payload });
  }

  async function verify(token: string, payload: object) {
    return harness().app.inject({ method: 'POST', url: '/api/verification/emails/verify', headers: bearer(token), payload });
  }

  /** The code of the newest mail to `email`. */
  async function codeSentTo(email: string): Promise<string> {
    const [mail] = await harness().outbox(email);
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`No verification code in the outbox for ${email}`);
    return code;
  }

  async function startOk(token: string, email: string): Promise<StartEmailVerificationReply> {
    const res = await start(token, { email });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StartEmailVerificationReply;
  }

  async function verifyAddress(token: string, email: string): Promise<VerifiedEmail> {
    const { emailVerificationId } = await startOk(token, email);
    const res = await verify(token, { emailVerificationId, code: await codeSentTo(email) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VerifiedEmail;
  }

  async function me(token: string): Promise<Me> {
    return (await harness().app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json() as Me;
  }

  async function storedVerifiedEmails(email: string) {
    return harness().db.select().from(verifiedEmails).where(eq(verifiedEmails.email, email));
  }

  it('needs a signed-in user', async () => {
    const h = harness();
    expect((await h.app.inject({ method: 'POST', url: '/api/verification/emails', payload: { email: workEmail() } })).statusCode).toBe(401);
    const verifyBody = { emailVerificationId: randomUUID(), code: '123456' };
    expect((await h.app.inject({ method: 'POST', url: '/api/verification/emails/verify', payload: verifyBody })).statusCode).toBe(401);
  });

  it('e-mails a 6-digit code to the address; the code verifies it as a COMPANY e-mail with its organization, shown on /users/me', async () => {
    const user = await freshUser(harness());
    // A unique subdomain of a country-code domain: the organization is named after the registered name.
    const domain = `london-${randomUUID().slice(0, 8)}.initech.co.uk`;
    const email = `Grace.Hopper@${domain}`;
    expect((await me(user.token)).verifiedEmails).toEqual([]);

    const started = await startOk(user.token, email.toUpperCase());
    expect(started).toEqual({ emailVerificationId: expect.any(String), email: email.toLowerCase(), emailCategory: 'COMPANY', expiresIn: 600 });
    const [mail] = await harness().outbox(email);
    expect(mail?.subject).toMatch(/verification code: \d{6}$/);

    const res = await verify(user.token, { emailVerificationId: started.emailVerificationId, code: await codeSentTo(email) });
    expect(res.statusCode, res.body).toBe(200);
    const verified: VerifiedEmail = {
      email: email.toLowerCase(),
      emailCategory: 'COMPANY',
      organization: { id: domain, name: 'Initech' },
      emailVerificationId: started.emailVerificationId,
    };
    expect(res.json()).toEqual(verified);
    expect((await me(user.token)).verifiedEmails).toEqual([verified]);
  });

  it('stores free mail addresses as GENERAL without an organization and .edu addresses as SCHOOL', async () => {
    const user = await freshUser(harness());
    const personal = `grace.${randomUUID().slice(0, 8)}@gmail.com`;
    const school = `grace@cs-${randomUUID().slice(0, 8)}.edu`;
    expect(await verifyAddress(user.token, personal)).toMatchObject({ email: personal, emailCategory: 'GENERAL', organization: null });
    expect(await verifyAddress(user.token, school)).toMatchObject({ email: school, emailCategory: 'SCHOOL', organization: { id: school.split('@')[1] } });
    expect((await me(user.token)).verifiedEmails.map((e) => e.emailCategory)).toEqual(['GENERAL', 'SCHOOL']);
  });

  it('refuses an address of another category than the one asked for, with a field error, and mails nothing', async () => {
    const user = await freshUser(harness());
    const personal = `grace.${randomUUID().slice(0, 8)}@gmail.com`;
    const res = await start(user.token, { email: personal, emailCategory: 'COMPANY' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.email', message: expect.stringMatching(/personal e-mail provider/) }]);
    expect(await harness().outbox(personal)).toEqual([]);
    expect((await start(user.token, { email: workEmail(), emailCategory: 'COMPANY' })).statusCode).toBe(200);
  });

  it('answers 400 on the code field to a wrong code, and voids the code after 5 wrong guesses', async () => {
    const user = await freshUser(harness());
    const email = workEmail();
    const { emailVerificationId } = await startOk(user.token, email);
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';

    for (let guess = 1; guess <= EMAIL_VERIFICATION_LIMITS.maxAttempts; guess++) {
      const res = await verify(user.token, { emailVerificationId, code: wrong });
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.code', message: expect.stringMatching(/wrong or has expired/) }]);
    }
    expect((await verify(user.token, { emailVerificationId, code })).statusCode).toBe(400);
    expect(await storedVerifiedEmails(email)).toEqual([]);
  });

  it('takes the right code after fewer than 5 wrong guesses', async () => {
    const user = await freshUser(harness());
    const email = workEmail();
    const { emailVerificationId } = await startOk(user.token, email);
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 1; guess < EMAIL_VERIFICATION_LIMITS.maxAttempts; guess++) {
      expect((await verify(user.token, { emailVerificationId, code: wrong })).statusCode).toBe(400);
    }
    expect((await verify(user.token, { emailVerificationId, code })).statusCode).toBe(200);
  });

  it('refuses an expired code and a used one', async () => {
    const user = await freshUser(harness());
    const email = workEmail();
    const { emailVerificationId } = await startOk(user.token, email);
    const code = await codeSentTo(email);
    await harness()
      .db.update(emailVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationCodes.id, emailVerificationId));
    expect((await verify(user.token, { emailVerificationId, code })).statusCode).toBe(400);

    const again = await startOk(user.token, email);
    const newCode = await codeSentTo(email);
    expect((await verify(user.token, { emailVerificationId: again.emailVerificationId, code: newCode })).statusCode).toBe(200);
    expect((await verify(user.token, { emailVerificationId: again.emailVerificationId, code: newCode })).statusCode).toBe(400);
  });

  it('voids the older code when a new one is sent for the same address', async () => {
    const user = await freshUser(harness());
    const email = workEmail();
    const first = await startOk(user.token, email);
    const firstCode = await codeSentTo(email);
    const second = await startOk(user.token, email);
    const secondCode = await codeSentTo(email);
    expect((await verify(user.token, { emailVerificationId: first.emailVerificationId, code: firstCode })).statusCode).toBe(400);
    expect((await verify(user.token, { emailVerificationId: second.emailVerificationId, code: secondCode })).statusCode).toBe(200);
  });

  it("answers 404 to someone else's verification, even with its code, and stores nothing", async () => {
    const owner = await freshUser(harness());
    const intruder = await freshUser(harness());
    const email = workEmail();
    const { emailVerificationId } = await startOk(owner.token, email);
    const res = await verify(intruder.token, { emailVerificationId, code: await codeSentTo(email) });
    expect(res.statusCode).toBe(404);
    expect(await storedVerifiedEmails(email)).toEqual([]);
    expect((await me(intruder.token)).verifiedEmails).toEqual([]);
  });

  it('answers 409 when another account verified the address, at the start and at the code', async () => {
    const first = await freshUser(harness());
    const second = await freshUser(harness());
    const email = workEmail();
    // Both ask for a code; the first to confirm keeps the address.
    const secondStart = await startOk(second.token, email);
    const secondCode = await codeSentTo(email);
    await verifyAddress(first.token, email);

    const late = await verify(second.token, { emailVerificationId: secondStart.emailVerificationId, code: secondCode });
    expect(late.statusCode).toBe(409);
    expect((late.json() as ErrorBody).message).toMatch(/already verified by another account/);
    const again = await start(second.token, { email });
    expect(again.statusCode).toBe(409);
    expect(await storedVerifiedEmails(email)).toEqual([expect.objectContaining({ userId: first.userId })]);

    // The owner verifying it again is harmless.
    expect((await verifyAddress(first.token, email)).email).toBe(email);
  });

  it('limits codes per address and per user with 429 and Retry-After', async () => {
    const user = await freshUser(harness());
    const email = workEmail();
    for (let i = 0; i < EMAIL_VERIFICATION_LIMITS.perEmail; i++) await startOk(user.token, email);
    const perEmail = await start(user.token, { email });
    expect(perEmail.statusCode).toBe(429);
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
    expect((perEmail.json() as ErrorBody).message).toMatch(/Too many verification codes were requested for this e-mail address/);

    const other = await freshUser(harness());
    for (let i = 0; i < EMAIL_VERIFICATION_LIMITS.perUser; i++) await startOk(other.token, workEmail());
    const perUser = await start(other.token, { email: workEmail() });
    expect(perUser.statusCode).toBe(429);
    expect((perUser.json() as ErrorBody).message).toMatch(/for your account/);
  });

  it('counts asking for an address verified by another account against the limits, so the 409 cannot be used to probe addresses', async () => {
    const owner = await freshUser(harness());
    const prober = await freshUser(harness());
    const taken = Array.from({ length: EMAIL_VERIFICATION_LIMITS.perUser + 2 }, () => workEmail());
    await harness()
      .db.insert(verifiedEmails)
      .values(
        taken.map((email) => ({
          id: randomUUID(),
          userId: owner.userId,
          email,
          emailCategory: 'COMPANY' as const,
          organizationId: email.split('@')[1]!,
          organizationName: 'Acme',
        })),
      );

    // The same address: 409 while under the per-address limit, then 429 like any other address.
    for (let i = 0; i < EMAIL_VERIFICATION_LIMITS.perEmail; i++) expect((await start(prober.token, { email: taken[0] })).statusCode).toBe(409);
    const sameAddress = await start(prober.token, { email: taken[0] });
    expect(sameAddress.statusCode).toBe(429);
    expect((sameAddress.json() as ErrorBody).message).toMatch(/for this e-mail address/);

    // Other addresses: the account's limit runs out whatever the answers were.
    const other = await freshUser(harness());
    for (const email of taken.slice(1, EMAIL_VERIFICATION_LIMITS.perUser + 1)) expect((await start(other.token, { email })).statusCode).toBe(409);
    const probe = await start(other.token, { email: taken.at(-1) });
    expect(probe.statusCode).toBe(429);
    expect((probe.json() as ErrorBody).message).toMatch(/for your account/);
    expect(await harness().outbox(taken[0])).toEqual([]);
  });

  describe('RSVPs to a social that limits organizations', () => {
    async function limitedSocial(): Promise<string> {
      const host = await freshUser(harness());
      const start = Date.now() + 5 * DAY;
      const res = await harness().app.inject({
        method: 'POST',
        url: '/api/socials',
        headers: bearer(host.token),
        payload: { title: 'Members Only', eventTimestamp: start, eventEndTimestamp: start + 2 * HOUR, timezone: 'UTC', limitsOrganizations: true },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    }

    const rsvp = (token: string, socialId: string) =>
      harness().app.inject({ method: 'POST', url: `/api/socials/${socialId}/rsvps`, headers: bearer(token), payload: {} });

    it('are refused with 403 without a verified COMPANY e-mail, personal and school ones included', async () => {
      const socialId = await limitedSocial();
      const user = await freshUser(harness());
      const refused = await rsvp(user.token, socialId);
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as ErrorBody).message).toMatch(/verify your work e-mail/);

      await verifyAddress(user.token, `grace.${randomUUID().slice(0, 8)}@gmail.com`);
      await verifyAddress(user.token, `grace@cs-${randomUUID().slice(0, 8)}.edu`);
      expect((await rsvp(user.token, socialId)).statusCode).toBe(403);
      const partial = await harness().app.inject({
        method: 'POST',
        url: `/api/socials/${socialId}/rsvps`,
        headers: bearer(user.token),
        payload: { partial: true },
      });
      expect(partial.statusCode).toBe(403);
    });

    it('are taken once the user verified a COMPANY e-mail', async () => {
      const socialId = await limitedSocial();
      const user = await freshUser(harness());
      await verifyAddress(user.token, workEmail());
      const res = await rsvp(user.token, socialId);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 'APPROVED', userId: user.userId });
    });
  });
});
