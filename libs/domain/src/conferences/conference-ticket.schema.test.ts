import { describe, expect, it } from 'vitest';
import { priceConferenceOrder, UpdateConferenceTicketBody } from './conference-ticket.schema';

describe('priceConferenceOrder', () => {
  it('charges the unit price per ticket, less the promo’s share of the whole order', () => {
    expect(priceConferenceOrder(25_000, 3, null)).toEqual({ discountCents: 0, totalCents: 75_000 });
    expect(priceConferenceOrder(999, 3, 15)).toEqual({ discountCents: 450, totalCents: 2_547 });
    expect(priceConferenceOrder(5_000, 2, 100)).toEqual({ discountCents: 10_000, totalCents: 0 });
  });
});

describe('UpdateConferenceTicketBody', () => {
  it('reads one action at a time', () => {
    expect(UpdateConferenceTicketBody.parse({ action: 'assign', email: ' Colleague@Example.com ' })).toEqual({
      action: 'assign',
      email: 'colleague@example.com',
    });
    expect(UpdateConferenceTicketBody.parse({ action: 'complete', holderName: 'Ada Lovelace' })).toEqual({
      action: 'complete',
      holderName: 'Ada Lovelace',
      holderCompany: '',
      holderJobTitle: '',
    });
    expect(UpdateConferenceTicketBody.safeParse({ action: 'assign', email: 'nope' }).success).toBe(false);
  });
});
