import { z } from 'zod';
import { MoneyCents } from '../common/common.schema';
import { RefundReason, RefundType } from '../common/enums';

/** Money split the way an RSVP was paid: the (discounted) ticket price, the deposit and the platform fee, in cents. */
export const PaymentParts = z.object({
  ticketPrice: z.number().int().nonnegative(),
  deposit: z.number().int().nonnegative(),
  fees: z.number().int().nonnegative(),
});
export type PaymentParts = z.infer<typeof PaymentParts>;

/** The longest note a host may give with a refund. */
export const REFUND_NOTE_MAX_LENGTH = 500;

/** POST /socials/{id}/rsvps/{r}/refunds. */
export const RefundRequest = z
  .object({
    type: RefundType,
    reason: RefundReason,
    customAmount: MoneyCents.positive().optional().describe('Cents; required for, and only for, a CUSTOM refund'),
    note: z.string().trim().min(1).max(REFUND_NOTE_MAX_LENGTH).optional().describe('Required when the reason is CUSTOM'),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (request.type === 'CUSTOM' && request.customAmount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['customAmount'], message: 'A custom refund needs an amount' });
    }
    if (request.type !== 'CUSTOM' && request.customAmount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['customAmount'], message: 'Only a custom refund takes an amount' });
    }
    if (request.reason === 'CUSTOM' && request.note === undefined) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why when the reason is custom' });
    }
  });
export type RefundRequest = z.infer<typeof RefundRequest>;
