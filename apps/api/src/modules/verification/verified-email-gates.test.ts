import { randomUUID } from 'node:crypto';
import type { Circle, Conference, ErrorBody, StartEmailVerificationReply, VerifiedEmail, VerifiedEmailNeed } from '@socials/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { apiCalls, createSocial, DAY, type TestUser } from '../../test/kit';

const unique = () => randomUUID().slice(0, 8);
const companyEmail = () => `ada@acme-${unique()}.com`;
const schoolEmail = () => `ada@uni-${unique()}.edu`;

describeOnOneDatabase('verified-e-mail gates', (h) => {
  let owner: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    owner = await h().signIn(`gates-owner-${unique()}@example.com`, { firstName: 'Olive', lastName: 'Owner' });
    staff = await h().signIn(`gates-staff-${unique()}@example.com`, { admin: true });
  });

  const { send, ok } = apiCalls(h);

  const freshUser = () => h().signIn(`gates-${unique()}@example.com`, { firstName: 'Jo', lastName: 'Iner' });

  /** Verifies `email` for `user` through the web apps' routes: POST /emails/verified, then PATCH …/verification with the mailed code. */
  async function verify(user: TestUser, email: string): Promise<VerifiedEmail> {
    const started = await ok<StartEmailVerificationReply>('POST', '/emails/verified', user, { email });
    const [mail] = await h().outbox(email);
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    return ok<VerifiedEmail>('PATCH', '/emails/verified/verification', user, { emailVerificationId: started.emailVerificationId, code });
  }

  describe('the web apps routes of e-mail verification', () => {
    it('start and confirm a verification like /verification/emails and /verification/emails/verify', async () => {
      const user = await freshUser();
      const email = companyEmail();
      expect(await verify(user, email)).toMatchObject({ email, emailCategory: 'COMPANY' });
      const wrong = await send('PATCH', '/emails/verified/verification', user, { emailVerificationId: randomUUID(), code: '12' });
      expect(wrong.statusCode).toBe(400);
      expect((wrong.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.code');
      expect((await send('POST', '/emails/verified', null, { email })).statusCode).toBe(401);
    });
  });

  describe('a circle that asks for a verified company e-mail', () => {
    it('is set by its owner, refuses members without one (403) and lets them in once verified', async () => {
      const circle = await ok<Circle>('POST', '/circles', owner, { name: `Acme Alumni ${unique()}`, requiredVerifiedEmail: 'COMPANY' });
      expect(circle.requiredVerifiedEmail).toBe('COMPANY');
      const bad = await send('PATCH', `/circles/${circle.id}`, owner, { requiredVerifiedEmail: 'FRIENDS' });
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.requiredVerifiedEmail');

      expect(await ok<VerifiedEmailNeed>('GET', `/circles/${circle.id}/emails/needVerify`, null)).toEqual({ required: true, category: 'COMPANY' });

      const joiner = await freshUser();
      expect(await ok<VerifiedEmailNeed>('GET', `/circles/${circle.id}/emails/needVerify`, joiner)).toEqual({
        required: true,
        category: 'COMPANY',
        verified: false,
      });
      const refused = await send('POST', `/circles/${circle.id}/members`, joiner, {});
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as ErrorBody).message).toBe('Verify your company e-mail to join this circle');

      await verify(joiner, schoolEmail());
      expect((await send('POST', `/circles/${circle.id}/members`, joiner, {})).statusCode).toBe(403);

      const work = companyEmail();
      await verify(joiner, work);
      expect(await ok<VerifiedEmailNeed>('GET', `/circles/${circle.id}/emails/needVerify`, joiner)).toEqual({
        required: true,
        category: 'COMPANY',
        verified: true,
        email: work,
      });
      await ok('POST', `/circles/${circle.id}/members`, joiner, {});
      expect((await ok<Circle>('GET', `/circles/${circle.id}`, joiner)).myMembership).toMatchObject({ status: 'ACTIVE' });
    });

    it('refuses a paid membership checkout as well until the address is verified (ANY takes a personal one)', async () => {
      const circle = await ok<Circle>('POST', '/circles', owner, {
        name: `Paid Verified ${unique()}`,
        requiredVerifiedEmail: 'ANY',
        membershipPrice: { monthlyCents: 1500 },
      });
      const joiner = await freshUser();
      const checkout = () => send('POST', `/payments/circles/${circle.id}/payment-sessions`, joiner, { interval: 'MONTHLY' });
      const refused = await checkout();
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as ErrorBody).message).toBe('Verify an e-mail address to join this circle');
      await verify(joiner, `ada-${unique()}@gmail.com`);
      const opened = await checkout();
      expect(opened.statusCode, opened.body).toBe(201);
    });

    it('asks nothing once the owner clears the setting', async () => {
      const circle = await ok<Circle>('POST', '/circles', owner, { name: `Open Circle ${unique()}`, requiredVerifiedEmail: 'SCHOOL' });
      expect((await ok<Circle>('PATCH', `/circles/${circle.id}`, owner, { requiredVerifiedEmail: null })).requiredVerifiedEmail).toBeNull();
      const joiner = await freshUser();
      expect(await ok<VerifiedEmailNeed>('GET', `/circles/${circle.id}/emails/needVerify`, joiner)).toEqual({
        required: false,
        category: null,
        verified: true,
      });
      await ok('POST', `/circles/${circle.id}/members`, joiner, {});
    });

    it('hides a PRIVATE circle from outsiders as its other routes do', async () => {
      const circle = await ok<Circle>('POST', '/circles', owner, { name: `Hidden ${unique()}`, visibility: 'PRIVATE', requiredVerifiedEmail: 'ANY' });
      expect((await send('GET', `/circles/${circle.id}/emails/needVerify`, null)).statusCode).toBe(404);
      expect(await ok<VerifiedEmailNeed>('GET', `/circles/${circle.id}/emails/needVerify`, owner)).toMatchObject({ required: true, category: 'ANY' });
    });
  });

  describe('a social that limits organizations', () => {
    it('answers needVerify with a COMPANY requirement and the caller’s standing', async () => {
      const social = await createSocial(h(), owner, { limitsOrganizations: true });
      expect(await ok<VerifiedEmailNeed>('GET', `/socials/${social.id}/emails/needVerify`, null)).toEqual({ required: true, category: 'COMPANY' });
      const guest = await freshUser();
      expect(await ok<VerifiedEmailNeed>('GET', `/socials/${social.id}/emails/needVerify`, guest)).toMatchObject({ verified: false });
      expect((await send('POST', `/socials/${social.id}/rsvps`, guest, {})).statusCode).toBe(403);
      const work = companyEmail();
      await verify(guest, work);
      expect(await ok<VerifiedEmailNeed>('GET', `/socials/${social.id}/emails/needVerify`, guest)).toEqual({
        required: true,
        category: 'COMPANY',
        verified: true,
        email: work,
      });

      const open = await createSocial(h(), owner);
      expect(await ok<VerifiedEmailNeed>('GET', `/socials/${open.id}/emails/needVerify`, null)).toEqual({ required: false, category: null });
    });
  });

  describe('a conference whose buyers need a verified school e-mail', () => {
    it('refuses buyers without one (403) and sells to them once verified', async () => {
      const start = Date.now() + 30 * DAY;
      const conference = await ok<Conference>('POST', '/conferences', staff, {
        slug: `gated-${unique()}`,
        name: 'Gated Summit',
        startsAt: start,
        endsAt: start + DAY,
        timezone: 'UTC',
        published: true,
        requiredVerifiedEmail: 'SCHOOL',
        passes: [{ name: 'Student', priceCents: 0, quantity: 10 }],
      });
      expect(conference.requiredVerifiedEmail).toBe('SCHOOL');
      const needPath = `/payments/slug/${conference.slug}/needVerify`;
      expect(await ok<VerifiedEmailNeed>('GET', needPath, null)).toEqual({ required: true, category: 'SCHOOL' });
      expect((await send('GET', `/payments/slug/no-such-${unique()}/needVerify`, null)).statusCode).toBe(404);

      const buyer = await freshUser();
      const payload = { passId: conference.passes[0]!.id, quantity: 1 };
      const refused = await send('POST', `/conferences/${conference.id}/payments`, buyer, payload);
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as ErrorBody).message).toBe('Verify your school e-mail to buy tickets');

      const school = schoolEmail();
      await verify(buyer, school);
      expect(await ok<VerifiedEmailNeed>('GET', needPath, buyer)).toEqual({ required: true, category: 'SCHOOL', verified: true, email: school });
      expect((await send('POST', `/conferences/${conference.id}/payments`, buyer, payload)).statusCode).toBe(201);
    });
  });
});
