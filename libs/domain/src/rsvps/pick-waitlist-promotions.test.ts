import { describe, expect, it } from 'vitest';
import { pickWaitlistPromotions, type WaitlistCandidate } from './pick-waitlist-promotions';

const rsvp = (id: string, createdAt: number, status = 'WAITLIST', ticketTierId: string | null = 'general'): WaitlistCandidate => ({
  id,
  createdAt,
  status,
  ticketTierId,
});
const ids = (rsvps: readonly WaitlistCandidate[]) => rsvps.map((item) => item.id);
const waitlist = [rsvp('c', 30), rsvp('a', 10), rsvp('x', 5, 'APPROVED'), rsvp('b', 20), rsvp('y', 1, 'CANCELLED')];

describe('pickWaitlistPromotions', () => {
  it('promotes nobody when the host promotes by hand', () => {
    expect(pickWaitlistPromotions(waitlist, { mode: 'MANUAL', spotsLeft: 5, tiers: [] })).toEqual([]);
  });

  it('promotes waitlisted RSVPs first come, first served, as many as there are seats', () => {
    expect(ids(pickWaitlistPromotions(waitlist, { mode: 'AUTOMATIC', spotsLeft: 2, tiers: [] }))).toEqual(['a', 'b']);
    expect(ids(pickWaitlistPromotions(waitlist, { mode: 'AUTOMATIC', spotsLeft: null, tiers: [] }))).toEqual(['a', 'b', 'c']);
    expect(pickWaitlistPromotions(waitlist, { mode: 'AUTOMATIC', spotsLeft: 0, tiers: [] })).toEqual([]);
  });

  it('breaks ties on the same instant by id', () => {
    expect(ids(pickWaitlistPromotions([rsvp('q', 1), rsvp('p', 1)], { mode: 'AUTOMATIC', spotsLeft: 1, tiers: [] }))).toEqual(['p']);
  });

  it('skips someone whose tier is sold out and keeps their place for later', () => {
    const mixed = [rsvp('vip-1', 1, 'WAITLIST', 'vip'), rsvp('gen-1', 2), rsvp('vip-2', 3, 'WAITLIST', 'vip'), rsvp('gen-2', 4)];
    const tiers = [
      { id: 'vip', remainingQuantity: 1 },
      { id: 'general', remainingQuantity: null },
    ];
    expect(ids(pickWaitlistPromotions(mixed, { mode: 'AUTOMATIC', spotsLeft: 3, tiers }))).toEqual(['vip-1', 'gen-1', 'gen-2']);
  });
});
