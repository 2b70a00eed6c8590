import { describe, expect, it } from 'vitest';
import { DEFAULT_NO_SHOW_POLICY, NoShowPolicy, depositOutcome } from './deposit-outcome';

describe('depositOutcome', () => {
  it('by default refunds those who came and keeps the deposit of no-shows', () => {
    expect(DEFAULT_NO_SHOW_POLICY).toBe('REFUND_ON_ATTENDANCE');
    expect(depositOutcome({ attended: true, noShowPolicy: 'REFUND_ON_ATTENDANCE' })).toBe('REFUND_DEPOSIT');
    expect(depositOutcome({ attended: false, noShowPolicy: 'REFUND_ON_ATTENDANCE' })).toBe('KEEP_DEPOSIT');
  });

  it('ALWAYS_REFUND and NEVER_REFUND ignore attendance', () => {
    for (const attended of [true, false]) {
      expect(depositOutcome({ attended, noShowPolicy: 'ALWAYS_REFUND' })).toBe('REFUND_DEPOSIT');
      expect(depositOutcome({ attended, noShowPolicy: 'NEVER_REFUND' })).toBe('KEEP_DEPOSIT');
    }
  });

  it('knows only the three policies', () => {
    expect(NoShowPolicy.options).toEqual(['REFUND_ON_ATTENDANCE', 'ALWAYS_REFUND', 'NEVER_REFUND']);
  });
});
