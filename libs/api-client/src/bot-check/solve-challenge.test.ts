import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { findSolution, isBotChallenge, solveBotChallenge } from './solve-challenge';

describe('the bot-check solver', () => {
  it("solves the server's ALTCHA challenge with WebCrypto, and the server accepts the solution", async () => {
    const challenge = await createChallenge({ hmacKey: 'test-key', maxNumber: 5000 });
    expect(isBotChallenge(challenge)).toBe(true);
    const progress: number[] = [];
    const token = await solveBotChallenge(challenge, { onProgress: (done) => progress.push(done) });
    expect(token).not.toBeNull();
    const payload = JSON.parse(atob(token!)) as { number: number };
    expect(await verifySolution(payload as Parameters<typeof verifySolution>[0], 'test-key')).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((done, i) => i === 0 || done >= progress[i - 1]!)).toBe(true);
  });

  it('gives up on an unsolvable challenge, an unknown algorithm or when aborted', async () => {
    const challenge = await createChallenge({ hmacKey: 'k', maxNumber: 1000, number: 999 });
    expect(await findSolution({ ...challenge, maxnumber: 10 })).toBeNull();
    expect(await findSolution({ ...challenge, algorithm: 'MD5' })).toBeNull();
    const controller = new AbortController();
    controller.abort();
    expect(await findSolution(challenge, { signal: controller.signal })).toBeNull();
  });

  it('tells a challenge from other data', () => {
    expect(isBotChallenge({ siteKey: 'abc' })).toBe(false);
    expect(isBotChallenge(null)).toBe(false);
  });
});
