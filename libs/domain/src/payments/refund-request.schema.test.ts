import { describe, expect, it } from 'vitest';
import { RefundReason, RefundType } from '../common/enums';
import { RefundRequest } from './refund-request.schema';

const messagesOf = (value: unknown) => RefundRequest.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('RefundRequest contract', () => {
  it('uses the spec refund types and reasons', () => {
    expect(RefundType.options).toEqual(['FULL', 'TICKET_ONLY', 'DEPOSIT_ONLY', 'CUSTOM']);
    expect(RefundReason.options).toEqual(['ATTENDEE_ASK_TO_CANCEL', 'MISTAKENLY_APPROVE', 'CUSTOM']);
    expect(RefundRequest.safeParse({ type: 'FULL', reason: 'MISTAKENLY_APPROVE' }).success).toBe(true);
    expect(RefundRequest.safeParse({ type: 'PARTIAL', reason: 'MISTAKENLY_APPROVE' }).success).toBe(false);
  });

  it('takes an amount for, and only for, a CUSTOM refund', () => {
    expect(RefundRequest.parse({ type: 'CUSTOM', reason: 'ATTENDEE_ASK_TO_CANCEL', customAmount: 500 })).toEqual({
      type: 'CUSTOM',
      reason: 'ATTENDEE_ASK_TO_CANCEL',
      customAmount: 500,
    });
    expect(messagesOf({ type: 'CUSTOM', reason: 'ATTENDEE_ASK_TO_CANCEL' })).toEqual(['customAmount: A custom refund needs an amount']);
    expect(messagesOf({ type: 'FULL', reason: 'ATTENDEE_ASK_TO_CANCEL', customAmount: 500 })).toEqual(['customAmount: Only a custom refund takes an amount']);
  });

  it('wants a positive whole amount of cents', () => {
    expect(RefundRequest.safeParse({ type: 'CUSTOM', reason: 'ATTENDEE_ASK_TO_CANCEL', customAmount: 0 }).success).toBe(false);
    expect(RefundRequest.safeParse({ type: 'CUSTOM', reason: 'ATTENDEE_ASK_TO_CANCEL', customAmount: 12.5 }).success).toBe(false);
  });

  it('needs a note when the reason is CUSTOM', () => {
    expect(messagesOf({ type: 'FULL', reason: 'CUSTOM' })).toEqual(['note: Say why when the reason is custom']);
    expect(messagesOf({ type: 'FULL', reason: 'CUSTOM', note: '   ' })).toHaveLength(1);
    expect(RefundRequest.parse({ type: 'FULL', reason: 'CUSTOM', note: ' Venue flooded ' })).toMatchObject({ note: 'Venue flooded' });
  });
});
