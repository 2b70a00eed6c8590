import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  it('replaces passwords, codes and tokens at any depth and keeps the rest', () => {
    expect(
      redactSecrets({
        email: 'ada@example.com',
        code: '123456',
        password: 'hunter2',
        answers: [{ inviteCode: 'VIP', text: 'hi' }],
        nested: { refresh_token: 'x' },
      }),
    ).toEqual({
      email: 'ada@example.com',
      code: REDACTED,
      password: REDACTED,
      answers: [{ inviteCode: REDACTED, text: 'hi' }],
      nested: { refresh_token: REDACTED },
    });
  });

  it('cuts long strings, long arrays and deep nesting', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: { h: 1 } } } } } } } };
    expect(JSON.stringify(redactSecrets(deep))).toContain(REDACTED);
    expect((redactSecrets('x'.repeat(600)) as string).length).toBe(501);
    expect((redactSecrets(Array.from({ length: 80 }, (_, i) => i)) as unknown[]).length).toBe(50);
  });

  it('keeps codes that are no secret, such as a status code', () => {
    expect(redactSecrets({ statusCode: 400, countryCode: '+1', checkInCode: 'abc' })).toEqual({ statusCode: 400, countryCode: '+1', checkInCode: REDACTED });
  });

  it('leaves plain values alone', () => {
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets(3)).toBe(3);
    expect(redactSecrets('APPROVED')).toBe('APPROVED');
  });
});
