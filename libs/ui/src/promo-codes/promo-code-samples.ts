import type { PromoCode, TicketTier } from '@socials/domain';

// Sample data for the stories of this folder.

export const SAMPLE_TIERS: TicketTier[] = [
  { id: 'tier-ga', name: 'General admission', type: 'PAID', ticketPrice: 2500, depositAmount: 0, quantity: null, remainingQuantity: null },
  { id: 'tier-vip', name: 'VIP', type: 'PAID', ticketPrice: 7500, depositAmount: 0, quantity: 20, remainingQuantity: 12 },
  { id: 'tier-student', name: 'Student', type: 'FREE', ticketPrice: 0, depositAmount: 1000, quantity: null, remainingQuantity: null },
];

export const SAMPLE_TIMEZONE = 'America/New_York';

export const SAMPLE_PROMO_CODES: PromoCode[] = [
  {
    id: 'promo-1',
    socialId: 'social-1',
    code: 'EARLYBIRD',
    discountType: 'PERCENT',
    value: 20,
    tierIds: null,
    usageLimit: 50,
    validFrom: null,
    validUntil: Date.UTC(2026, 2, 1, 5, 0),
    usedCount: 17,
  },
  {
    id: 'promo-2',
    socialId: 'social-1',
    code: 'VIP5',
    discountType: 'AMOUNT',
    value: 500,
    tierIds: ['tier-vip'],
    usageLimit: null,
    validFrom: Date.UTC(2026, 1, 15, 14, 0),
    validUntil: Date.UTC(2026, 2, 5, 23, 0),
    usedCount: 2,
  },
];
