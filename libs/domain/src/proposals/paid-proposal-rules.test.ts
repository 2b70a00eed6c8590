import { describe, expect, it } from 'vitest';
import { depositCentsOf, ProposalFormValues, proposalBodyFromForm } from './proposal-form';
import { depositRefusal, depositsOnEnd, formatDeposit, needsDepositToVote, paidProposalDates } from './proposal-rules';

const DAY = 24 * 60 * 60 * 1000;
const now = 1_800_000_000_000;
const limits = { paidDeadlineDays: 14, paidDeadlineLimitDays: 30 };

describe('paidProposalDates', () => {
  it('defaults the deadline from the config and the paid deadline to the deadline', () => {
    expect(paidProposalDates({}, limits, now)).toEqual({ ok: true, deadline: now + 14 * DAY, paidDeadline: now + 14 * DAY });
    expect(paidProposalDates({ deadline: now + 5 * DAY, paidDeadline: now + 2 * DAY }, limits, now)).toEqual({
      ok: true,
      deadline: now + 5 * DAY,
      paidDeadline: now + 2 * DAY,
    });
  });

  it('names the field that breaks a bound', () => {
    const fields = (input: { deadline?: number; paidDeadline?: number }) => {
      const dates = paidProposalDates(input, limits, now);
      return dates.ok ? [] : dates.fieldErrors.map((error) => error.field);
    };
    expect(fields({ deadline: now + 31 * DAY })).toEqual(['body.deadline']);
    expect(fields({ deadline: now + 30 * DAY })).toEqual([]);
    expect(fields({ deadline: now + 5 * DAY, paidDeadline: now + 6 * DAY })).toEqual(['body.paidDeadline']);
    expect(fields({ deadline: now + 5 * DAY, paidDeadline: now - 1 })).toEqual(['body.paidDeadline']);
    expect(fields({ deadline: now - 1, paidDeadline: now - 1 })).toEqual(['body.deadline', 'body.paidDeadline']);
  });
});

describe('depositRefusal', () => {
  const paid = { status: 'OPEN' as const, depositCents: 1000, paidDeadline: now + DAY };
  it('lets a supporter pay an open paid proposal once, before its paid deadline', () => {
    expect(depositRefusal(paid, null, now)).toBeNull();
    expect(depositRefusal(paid, 'EXPIRED', now)).toBeNull();
    expect(depositRefusal(paid, 'PAID', now)).toBe('ALREADY_PAID');
    expect(depositRefusal(paid, null, now + DAY)).toBe('PAID_DEADLINE_PASSED');
    expect(depositRefusal({ ...paid, status: 'TERMINATED' }, null, now)).toBe('CLOSED');
    expect(depositRefusal({ ...paid, depositCents: null }, null, now)).toBe('FREE');
  });
});

describe('needsDepositToVote', () => {
  it('asks for the deposit only on a paid proposal past its paid deadline', () => {
    const paid = { depositCents: 1000, paidDeadline: now };
    expect(needsDepositToVote(paid, false, now - 1)).toBe(false);
    expect(needsDepositToVote(paid, false, now)).toBe(true);
    expect(needsDepositToVote(paid, true, now)).toBe(false);
    expect(needsDepositToVote({ depositCents: null, paidDeadline: null }, false, now)).toBe(false);
  });
});

it('refunds deposits of proposals that never happen and carries them over to a social', () => {
  expect(['TERMINATED', 'CLOSED_NO_QUORUM', 'CONVERTED', 'QUORUM_REACHED', 'OPEN'].map((s) => depositsOnEnd(s as never))).toEqual([
    'REFUND',
    'REFUND',
    'CARRY_OVER',
    'KEEP',
    'KEEP',
  ]);
  expect(formatDeposit(1250, 'usd')).toBe('$12.50');
});

describe('the deposit in the proposal form', () => {
  it('reads dollars as cents and sends the paid deadline only with a deposit', () => {
    expect(['25', '12.5', '0.49', '1.234', 'ten', ''].map(depositCentsOf)).toEqual([2500, 1250, null, null, null, null]);
    const values = (extra: object) =>
      ProposalFormValues.parse({
        title: 'Sailing',
        description: '',
        deadline: '2030-05-01T18:00',
        quorum: 3,
        choices: [
          { kind: 'FORMAT', label: 'A', start: '' },
          { kind: 'FORMAT', label: 'B', start: '' },
        ],
        ...extra,
      });
    expect(proposalBodyFromForm(values({ deposit: '25', paidDeadline: '2030-04-30T18:00' }), 'UTC')).toMatchObject({
      depositCents: 2500,
      paidDeadline: Date.UTC(2030, 3, 30, 18),
    });
    const free = proposalBodyFromForm(values({ paidDeadline: '2030-04-30T18:00' }), 'UTC');
    expect([free.depositCents, free.paidDeadline]).toEqual([undefined, undefined]);
    expect(ProposalFormValues.safeParse({ ...values({}), deposit: '0.10' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['deposit']);
  });
});
