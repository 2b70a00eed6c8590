import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { API_HEADERS } from '@socials/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, createSocial, type TestUser } from '../../test/kit';
import { BOT_CHECK_MESSAGE } from './bot-check';

const LIMIT = 3;

/** The header value a browser sends once it solved `challenge`: base64 of the ALTCHA payload. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('The challenge has no solution');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describeOnOneDatabase(
  'bot check',
  (h) => {
    let ipCounter = 0;
    /** A network of its own per test, so tests do not share counts. */
    const newIp = () => `198.51.100.${(ipCounter += 1)}`;

    const startSignIn = (ip: string, headers: Record<string, string> = {}, email = 'bot-check@example.com') =>
      h().app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress: ip, headers });

    /** Sign-in starts from `ip` up to the limit (malformed ones count too), then the one past it. */
    async function burst(ip: string) {
      for (let i = 0; i < LIMIT; i += 1) {
        const res = await startSignIn(ip, {}, i === 0 ? 'bot-check@example.com' : 'not-an-email');
        expect(res.statusCode, res.body).not.toBe(405);
      }
      const refused = await startSignIn(ip);
      expect(refused.statusCode, refused.body).toBe(405);
      return refused.json() as { statusCode: number; message: string; data: Challenge };
    }

    it('answers a burst of sign-in starts with 405 and a signed challenge', async () => {
      const body = await burst(newIp());
      expect(body.message).toBe(BOT_CHECK_MESSAGE);
      expect(body.data).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
      expect(body.data.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(body.data.salt).toMatch(/expires=\d+/);
    });

    it('lets the caller through with a valid solution, once; its count starts again', async () => {
      const ip = newIp();
      const { data } = await burst(ip);
      const token = await solve(data);
      const passed = await startSignIn(ip, { [API_HEADERS.firewallToken]: token });
      expect(passed.statusCode, passed.body).toBe(200);
      // Within the new count, requests pass without (or with a stale) token.
      const next = await startSignIn(ip, { [API_HEADERS.firewallToken]: token }, 'not-an-email');
      expect(next.statusCode, next.body).toBe(400);
    });

    it('refuses a solution presented a second time', async () => {
      const ip = newIp();
      const { data } = await burst(ip);
      const token = await solve(data);
      expect((await startSignIn(ip, { [API_HEADERS.firewallToken]: token })).statusCode).toBe(200);
      for (let i = 1; i < LIMIT; i += 1) expect((await startSignIn(ip, {}, 'not-an-email')).statusCode).toBe(400);
      // Past the limit again: the spent solution does not open the door a second time.
      const reused = await startSignIn(ip, { [API_HEADERS.firewallToken]: token });
      expect(reused.statusCode, reused.body).toBe(405);
    });

    it('refuses forged, tampered and malformed solutions', async () => {
      const ip = newIp();
      const { data } = await burst(ip);
      const good = JSON.parse(Buffer.from(await solve(data), 'base64').toString()) as Record<string, unknown>;
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
      const forged = [
        encode({ ...good, number: (good.number as number) + 1 }),
        encode({ ...good, signature: 'f'.repeat(64) }),
        encode({ ...good, salt: `${data.salt}0` }),
        'not base64 at all',
        encode({ hello: 'world' }),
      ];
      for (const token of forged) {
        const res = await startSignIn(ip, { [API_HEADERS.firewallToken]: token });
        expect(res.statusCode, token).toBe(405);
      }
      // A solution to a challenge signed with another key is refused as well.
      const { createChallenge } = await import('altcha-lib/v1');
      const foreign = await createChallenge({ hmacKey: 'someone-elses-key', maxNumber: 1000 });
      expect((await startSignIn(ip, { [API_HEADERS.firewallToken]: await solve(foreign) })).statusCode).toBe(405);
      // The genuine one still works: the failures spent nothing.
      expect((await startSignIn(ip, { [API_HEADERS.firewallToken]: encode(good) })).statusCode).toBe(200);
    });

    it('leaves other networks alone', async () => {
      await burst(newIp());
      const other = await startSignIn(newIp());
      expect(other.statusCode, other.body).toBe(200);
    });

    describe('RSVPs', () => {
      let host: TestUser;
      let guests: TestUser[];
      beforeAll(async () => {
        host = await h().signIn('bot-rsvp-host@example.com', { firstName: 'Host', lastName: 'Bot' });
        guests = [];
        for (let i = 0; i <= LIMIT; i += 1) guests.push(await h().signIn(`bot-rsvp-guest${i}@example.com`, { firstName: `G${i}`, lastName: 'Bot' }));
      });

      it('challenges a burst of RSVPs from one network and accepts the solved retry', async () => {
        const social = await createSocial(h(), host);
        const ip = newIp();
        const rsvp = (guest: TestUser, headers: Record<string, string> = {}) =>
          h().app.inject({
            method: 'POST',
            url: `/api/socials/${social.id}/rsvps`,
            payload: {},
            remoteAddress: ip,
            headers: { ...bearer(guest.token), ...headers },
          });
        for (let i = 0; i < LIMIT; i += 1) expect((await rsvp(guests[i]!)).statusCode).toBe(201);
        const last = guests[LIMIT]!;
        const refused = await rsvp(last);
        expect(refused.statusCode, refused.body).toBe(405);
        const token = await solve((refused.json() as { data: Challenge }).data);
        expect((await rsvp(last, { [API_HEADERS.firewallToken]: token })).statusCode).toBe(201);
      });
    });
  },
  { env: { BOT_CHECK_SIGN_IN_LIMIT: String(LIMIT), BOT_CHECK_RSVP_LIMIT: String(LIMIT), BOT_CHECK_MAX_NUMBER: '1000' } },
);
