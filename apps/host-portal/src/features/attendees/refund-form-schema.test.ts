import { describe, expect, it } from 'vitest';
import { refundBasisOf, refundFormSchema, refundTypeOptions } from './refund-form-schema';

// $50 ticket less a $5 discount, $10 deposit, $2.70 fee; the deposit was refunded already.
const basis = refundBasisOf({ ticketPrice: 5000, discount: 500, deposit: 1000, fees: 270, total: 5770 }, { ticketPrice: 4500, deposit: 0, fees: 270 });

describe('refundBasisOf', () => {
  it('takes the discount off the ticket price and reads earlier refunds from what is still refundable', () => {
    expect(basis).toEqual({ paid: { ticketPrice: 4500, deposit: 1000, fees: 270 }, alreadyRefunded: { ticketPrice: 0, deposit: 1000, fees: 0 } });
  });
});

describe('refundTypeOptions', () => {
  it('shows what each type gives back and disables the ones with nothing left', () => {
    expect(refundTypeOptions(basis)).toEqual([
      { value: 'FULL', label: 'Full refund: $47.70', disabled: false },
      { value: 'TICKET_ONLY', label: 'Ticket price only: $45', disabled: false },
      { value: 'DEPOSIT_ONLY', label: 'Deposit only: nothing left', disabled: true },
      { value: 'CUSTOM', label: 'Custom amount, up to $47.70', disabled: false },
    ]);
  });
});

describe('refundFormSchema', () => {
  const schema = refundFormSchema(basis);
  const issuesOf = (values: Parameters<typeof schema.safeParse>[0]) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('turns a custom amount in dollars into cents and keeps the note', () => {
    expect(schema.parse({ type: 'CUSTOM', reason: 'CUSTOM', customAmount: ' 12.5 ', note: ' Late train ' })).toEqual({
      type: 'CUSTOM',
      reason: 'CUSTOM',
      customAmount: 1250,
      note: 'Late train',
    });
  });

  it('sends no amount for the other types, whatever the amount input holds', () => {
    expect(schema.parse({ type: 'FULL', reason: 'MISTAKENLY_APPROVE', customAmount: '3', note: '' })).toEqual({ type: 'FULL', reason: 'MISTAKENLY_APPROVE' });
  });

  it('names the field at fault', () => {
    expect(issuesOf({ type: 'CUSTOM', reason: 'CUSTOM', customAmount: '0', note: '' })).toEqual([
      ['customAmount', 'Enter an amount such as 25 or 12.50'],
      ['note', 'Say why you are refunding'],
    ]);
    expect(issuesOf({ type: 'CUSTOM', reason: 'ATTENDEE_ASK_TO_CANCEL', customAmount: '47.71', note: '' })).toEqual([
      ['customAmount', 'At most $47.70 can be refunded'],
    ]);
    expect(issuesOf({ type: 'DEPOSIT_ONLY', reason: 'ATTENDEE_ASK_TO_CANCEL', customAmount: '', note: '' })).toEqual([
      ['type', 'Nothing is left to refund this way'],
    ]);
  });
});
