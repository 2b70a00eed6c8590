import { z } from 'zod';
import {
  REFUND_NOTE_MAX_LENGTH,
  RefundReason,
  RefundRequest,
  RefundType,
  formatCurrency,
  paidPartsOf,
  refundAmount,
  remainingRefundable,
  sumOfParts,
  type PaymentAmounts,
  type PaymentParts,
} from '@socials/domain';
import { MONEY_INPUT, MONEY_INPUT_MESSAGE, centsOf } from '../../shared/money-input';

export const REFUND_TYPE_LABELS: Readonly<Record<RefundType, string>> = {
  FULL: 'Full refund',
  TICKET_ONLY: 'Ticket price only',
  DEPOSIT_ONLY: 'Deposit only',
  CUSTOM: 'Custom amount',
};

export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  ATTENDEE_ASK_TO_CANCEL: 'The guest asked to cancel',
  MISTAKENLY_APPROVE: 'Approved by mistake',
  CUSTOM: 'Another reason',
};

/** A payment as refundAmount sees it: what was paid, part by part, and what earlier refunds took. */
export interface RefundBasis {
  paid: PaymentParts;
  alreadyRefunded: PaymentParts;
}

/**
 * The parts of a payment: the ticket price after the discount, the deposit, the fee. What was
 * refunded already is what was paid less what the server says is still refundable.
 */
export function refundBasisOf(amounts: PaymentAmounts, refundable: PaymentParts): RefundBasis {
  const paid = paidPartsOf(amounts);
  return {
    paid,
    alreadyRefunded: {
      ticketPrice: Math.max(0, paid.ticketPrice - refundable.ticketPrice),
      deposit: Math.max(0, paid.deposit - refundable.deposit),
      fees: Math.max(0, paid.fees - refundable.fees),
    },
  };
}

/** Cents still refundable in all. */
export function refundableTotal({ paid, alreadyRefunded }: RefundBasis): number {
  return sumOfParts(remainingRefundable(paid, alreadyRefunded));
}

/** Each refund type, with what it would give back now ("Deposit only — $10"); types with nothing to give back are disabled. */
export function refundTypeOptions(basis: RefundBasis) {
  const total = refundableTotal(basis);
  return RefundType.options.map((type) => {
    if (type === 'CUSTOM') return { value: type, label: `${REFUND_TYPE_LABELS[type]}, up to ${formatCurrency(total)}`, disabled: total === 0 };
    const result = refundAmount({ type, ...basis });
    return {
      value: type,
      label: `${REFUND_TYPE_LABELS[type]}: ${result.ok ? formatCurrency(result.amount) : 'nothing left'}`,
      disabled: !result.ok,
    };
  });
}

export interface RefundFormValues {
  type: RefundType;
  reason: RefundReason;
  /** Dollars, as typed; only read for a CUSTOM refund. */
  customAmount: string;
  note: string;
}

export const REFUND_FORM_FIELDS = ['type', 'reason', 'customAmount', 'note'] as const;

const RefundFormFields = z.object({
  type: RefundType,
  reason: RefundReason,
  customAmount: z.string().trim(),
  note: z.string().trim().max(REFUND_NOTE_MAX_LENGTH, `At most ${REFUND_NOTE_MAX_LENGTH} characters`),
});

export type RefundOutcome = { ok: true; amount: number } | { ok: false; field: 'type' | 'customAmount'; message: string };

/** What the refund gives back, in cents, or why it cannot be made (as a message for the field at fault). */
export function refundOutcome(values: Pick<RefundFormValues, 'type' | 'customAmount'>, basis: RefundBasis): RefundOutcome {
  if (values.type !== 'CUSTOM') {
    const result = refundAmount({ type: values.type, ...basis });
    return result.ok ? { ok: true, amount: result.amount } : { ok: false, field: 'type', message: 'Nothing is left to refund this way' };
  }
  const typed = values.customAmount.trim();
  if (typed === '' || !MONEY_INPUT.test(typed) || centsOf(typed) <= 0) return { ok: false, field: 'customAmount', message: MONEY_INPUT_MESSAGE };
  const result = refundAmount({ type: 'CUSTOM', customAmount: centsOf(typed), ...basis });
  return result.ok
    ? { ok: true, amount: result.amount }
    : { ok: false, field: 'customAmount', message: `At most ${formatCurrency(refundableTotal(basis))} can be refunded` };
}

/** The form checked against what this payment can still give back, then turned into the API's RefundRequest (cents). */
export function refundFormSchema(basis: RefundBasis) {
  return RefundFormFields.superRefine((values, ctx) => {
    const outcome = refundOutcome(values, basis);
    if (!outcome.ok) ctx.addIssue({ code: 'custom', path: [outcome.field], message: outcome.message });
    if (values.reason === 'CUSTOM' && values.note === '') ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why you are refunding' });
  })
    .transform(
      (values): z.input<typeof RefundRequest> => ({
        type: values.type,
        reason: values.reason,
        ...(values.type === 'CUSTOM' ? { customAmount: centsOf(values.customAmount) } : {}),
        ...(values.note === '' ? {} : { note: values.note }),
      }),
    )
    .pipe(RefundRequest);
}

export const EMPTY_REFUND_FORM: RefundFormValues = { type: 'FULL', reason: 'ATTENDEE_ASK_TO_CANCEL', customAmount: '', note: '' };
