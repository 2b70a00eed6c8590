import { expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';

const message = { type: 'SPONSORSHIP', name: 'Sam Sponsor', email: 'sam@example.com', message: 'We would like to sponsor your next summit.' };

describeOnOneDatabase(
  'contact form: POST /supports/emails',
  (harness) => {
    const send = (payload: unknown, remoteAddress = '10.9.0.1', headers: Record<string, string> = {}) =>
      harness().app.inject({ method: 'POST', url: '/api/supports/emails', payload: payload as object, remoteAddress, headers });

    it('mails the message to the support address with the sender as Reply-To', async () => {
      const res = await send(message);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ ok: true });
      const [mail] = await harness().outbox('help@socials.test');
      expect(mail?.subject).toBe('[SPONSORSHIP] Sponsorship: message from Sam Sponsor');
      expect(mail?.text).toContain('We would like to sponsor your next summit.');
      expect(mail?.text).toContain('From: Sam Sponsor <sam@example.com>');
    });

    it('names each field at fault', async () => {
      const res = await send({ type: 'PIZZA', name: '', email: 'not-an-address', message: 'short' }, '10.9.0.2');
      expect(res.statusCode).toBe(400);
      const fields = (res.json() as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field).sort();
      expect(fields).toEqual(['body.email', 'body.message', 'body.name', 'body.type']);
    });

    it('keeps a name with line breaks on one header line', async () => {
      const res = await send({ ...message, name: 'Eve\r\nBcc: victim@example.com' }, '10.9.0.3');
      expect(res.statusCode).toBe(202);
      const [mail] = await harness().outbox('help@socials.test');
      expect(mail?.subject).toBe('[SPONSORSHIP] Sponsorship: message from Eve Bcc: victim@example.com');
    });

    it('asks a network that sends a burst to solve the bot check (405 with the challenge)', async () => {
      for (let i = 0; i < 2; i++) expect((await send(message, '10.9.0.4')).statusCode).toBe(202);
      const burst = await send(message, '10.9.0.4');
      expect(burst.statusCode).toBe(405);
      expect(burst.json()).toMatchObject({ statusCode: 405, data: { algorithm: 'SHA-256' } });
    });
  },
  { env: { SUPPORT_EMAIL: 'help@socials.test', BOT_CHECK_CONTACT_LIMIT: '2' } },
);
