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
import type { Config } from '../../core/config';
import type { Db, DbOrTx } from '../../core/db';
import { countRequest, type RequestLimit } from '../../core/rate-limit';
import type { Caller } from '../../core/caller';
import { findLivePromoCode, type PromoCodeRow } from '../promo-codes';
import { findVisibleSocial } from '../socials';
import { findTierOfSocial, type TicketTierRow } from './payment-socials.repo';
import { seesPromoRejectionReasons } from './payments.policy';
import { paymentsError } from './payments.errors';

/** The social's tier with this id: 400 on body.ticketTierId when it has none. */
export async function findTierOf(db: DbOrTx, socialId: string, ticketTierId: string): Promise<TicketTierRow> {
  const tier = Id.safeParse(ticketTierId).success ? await findTierOfSocial(db, socialId, ticketTierId) : null;
  if (!tier) {
    throw paymentsError('UNKNOWN_TICKET_TIER', 'Unknown ticket tier', {
      fieldErrors: [{ field: 'body.ticketTierId', message: 'This social has no such ticket tier' }],
    });
  }
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
  db: DbOrTx,
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

/**
 * Tries of a promo code per client network (price checks, code checks and checkouts that name a
 * code): plenty for people typing their code, even several behind one address, far too few to
 * guess codes. Requests without a code are not counted.
 */
export const PROMO_CODE_TRIES: RequestLimit = { name: 'promo-code', limit: 30, windowSeconds: 10 * 60, noun: 'promo code checks' };

/** Who asks: the client's address, which the promo code tries are counted by. */
export interface PriceClient {
  ip: string;
}

/**
 * A code that did not apply reads the same to attendees whether it does not exist, expired, is used
 * up, is not valid yet or is for another ticket: trying codes must not tell which ones exist. The
 * social's hosts and staff, who see the codes anyway, get the reason.
 */
function asSeenBy(charge: TotalCharge, seesReasons: boolean): TotalCharge {
  return charge.promoRejection === null || seesReasons ? charge : { ...charge, promoRejection: 'UNKNOWN_CODE' };
}

/** POST /socials/ticket-price and POST /socials/{id}/rsvps/total-charge. */
export async function ticketPrice(
  db: Db,
  config: Config,
  viewer: Caller | null,
  socialId: string,
  body: TotalChargeRequest,
  client: PriceClient,
  now = new Date(),
): Promise<TotalCharge> {
  if (body.promoCode !== undefined) await countRequest(db, PROMO_CODE_TRIES, client.ip, now);
  const social = await findVisibleSocial(db, viewer, socialId);
  const tier = await findTierOf(db, socialId, body.ticketTierId);
  return asSeenBy((await priceOrder(db, config, socialId, tier, body, now)).charge, seesPromoRejectionReasons(viewer, social));
}

export function ticketPriceOf(
  db: Db,
  config: Config,
  viewer: Caller | null,
  body: TicketPriceBody,
  client: PriceClient,
  now = new Date(),
): Promise<TotalCharge> {
  const { socialId, ...order } = body;
  return ticketPrice(db, config, viewer, socialId, order, client, now);
}

/** POST /payments/promo-code: whether a code is good for a tier now, and the price with it. */
export async function checkPromoCode(
  db: Db,
  config: Config,
  viewer: Caller | null,
  body: PromoCodeCheckBody,
  client: PriceClient,
  now = new Date(),
): Promise<PromoCodeCheck> {
  await countRequest(db, PROMO_CODE_TRIES, client.ip, now);
  const social = await findVisibleSocial(db, viewer, body.socialId);
  const tier = await findTierOf(db, body.socialId, body.ticketTierId);
  const { charge, promo } = await priceOrder(db, config, body.socialId, tier, { promoCode: body.code }, now);
  if (charge.promoRejection !== null || !promo) {
    const plain = (await priceOrder(db, config, body.socialId, tier, {}, now)).charge;
    const { promoRejection } = asSeenBy(charge, seesPromoRejectionReasons(viewer, social));
    return { valid: false, reason: promoRejection ?? 'UNKNOWN_CODE', discountType: null, value: null, charge: { ...plain, promoRejection } };
  }
  return { valid: true, reason: null, discountType: promo.discountType, value: promo.value, charge };
}

/** 400 naming body.promoCode when a code was given and did not apply, with one message whatever the reason (see asSeenBy). */
export function assertPromoApplied(charge: TotalCharge): void {
  if (charge.promoRejection === null) return;
  const message = promoRejectionMessage('UNKNOWN_CODE');
  throw paymentsError('PROMO_CODE_NOT_APPLIED', message, { fieldErrors: [{ field: 'body.promoCode', message }] });
}
