import {
  computeTotalCharge,
  Id,
  isPaidTicketTier,
  promoRejectionMessage,
  type PromoCodeCheck,
  type PromoCodeCheckBody,
  type TicketPriceBody,
  type TotalCharge,
  type TotalChargeRequest,
} from '@socials/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../core/config';
import type { Db, Tx } from '../../core/db';
import { ticketTiers, type PromoCodeRow, type TicketTierRow } from '../../db/schema';
import { findLivePromoCode } from '../promo-codes';
import { badRequest } from '../../http/http-error';
import type { RequestAuth } from '../../http/plugins/auth';

import { findVisibleSocial } from '../socials';

type Reader = Db | Tx;

export async function findTierOf(db: Reader, socialId: string, ticketTierId: string): Promise<TicketTierRow> {
  const [tier] = !Id.safeParse(ticketTierId).success
    ? []
    : await db
    .select()
    .from(ticketTiers)
    .where(and(eq(ticketTiers.socialId, socialId), eq(ticketTiers.id, ticketTierId)))
    .limit(1);
  if (!tier) throw badRequest('Unknown ticket tier', [{ field: 'body.ticketTierId', message: 'This social has no such ticket tier' }]);
  return tier;
}

export function isPaidTier(tier: TicketTierRow): boolean {
  return isPaidTicketTier({ type: tier.type, ticketPrice: tier.ticketPriceCents, depositAmount: tier.depositCents });
}

export interface PricedOrder {
  charge: TotalCharge;
  /** The promo code that applied, if any. */
  promo: PromoCodeRow | null;
}

/**
 * What an order of a tier costs now (computeTotalCharge with the platform fee of the
 * configuration). A code the social does not have comes back as promoRejection UNKNOWN_CODE.
 * At checkout, call it under the social's lock so that two orders cannot both take a code's last use.
 */
export async function priceOrder(
  db: Reader,
  config: Config,
  socialId: string,
  tier: TicketTierRow,
  order: { quantity?: number; promoCode?: string | undefined },
  now: Date,
): Promise<PricedOrder> {
  const priced = { id: tier.id, ticketPrice: tier.ticketPriceCents, depositAmount: tier.depositCents };
  const base = { tier: priced, quantity: order.quantity ?? 1, fees: config.payments.platformFee };
  if (order.promoCode === undefined) return { charge: computeTotalCharge(base), promo: null };
  const found = await findLivePromoCode(db, socialId, order.promoCode);
  if (!found) return { charge: { ...computeTotalCharge(base), promoRejection: 'UNKNOWN_CODE' }, promo: null };
  const { row: promo, usedCount } = found;
  const rules = {
    discountType: promo.discountType,
    value: promo.value,
    tierIds: promo.tierIds,
    usageLimit: promo.usageLimit,
    validFrom: promo.validFrom?.getTime() ?? null,
    validUntil: promo.validUntil?.getTime() ?? null,
  };
  const charge = computeTotalCharge({ ...base, promo: { rules, usedCount, now: now.getTime() } });
  return { charge, promo: charge.promoRejection === null ? promo : null };
}

/** POST /socials/ticket-price and POST /socials/{id}/rsvps/total-charge. */
export async function ticketPrice(db: Db, config: Config, viewer: RequestAuth | null, socialId: string, body: TotalChargeRequest, now = new Date()): Promise<TotalCharge> {
  await findVisibleSocial(db, viewer, socialId);
  const tier = await findTierOf(db, socialId, body.ticketTierId);
  return (await priceOrder(db, config, socialId, tier, body, now)).charge;
}

export function ticketPriceOf(db: Db, config: Config, viewer: RequestAuth | null, body: TicketPriceBody, now = new Date()): Promise<TotalCharge> {
  const { socialId, ...order } = body;
  return ticketPrice(db, config, viewer, socialId, order, now);
}

/** POST /payments/promo-code: whether a code is good for a tier now, and the price with it. */
export async function checkPromoCode(db: Db, config: Config, viewer: RequestAuth | null, body: PromoCodeCheckBody, now = new Date()): Promise<PromoCodeCheck> {
  await findVisibleSocial(db, viewer, body.socialId);
  const tier = await findTierOf(db, body.socialId, body.ticketTierId);
  const { charge, promo } = await priceOrder(db, config, body.socialId, tier, { promoCode: body.code }, now);
  if (charge.promoRejection !== null || !promo) {
    const plain = (await priceOrder(db, config, body.socialId, tier, {}, now)).charge;
    return { valid: false, reason: charge.promoRejection ?? 'UNKNOWN_CODE', discountType: null, value: null, charge: { ...plain, promoRejection: charge.promoRejection } };
  }
  return { valid: true, reason: null, discountType: promo.discountType, value: promo.value, charge };
}

/** 400 naming body.promoCode when a code was given and did not apply. */
export function assertPromoApplied(charge: TotalCharge): void {
  if (charge.promoRejection === null) return;
  const message = promoRejectionMessage(charge.promoRejection);
  throw badRequest(message, [{ field: 'body.promoCode', message }]);
}
