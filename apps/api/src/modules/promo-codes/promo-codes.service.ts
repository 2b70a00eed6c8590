import { Id, type PaymentStatus, type PromoCode, type PromoCodeInput } from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { lockSocial } from '../rsvps';
import { findVisibleSocial, requireSocialManager } from '../socials';
import {
  countPaymentsByPromoCode,
  findLivePromoCodeById,
  findLivePromoCodeByText,
  findTierIdsOfSocial,
  insertPromoCode,
  listLivePromoCodesOfSocial,
  markPromoCodeDeleted,
  updateLivePromoCode,
  type PromoCodeFields,
  type PromoCodeRow,
} from './promo-codes.repo';
import { promoCodesError } from './promo-codes.errors';

/** Orders that count as uses of a code: paid ones, cards held for the hosts' approval, and open checkouts, which may still turn into a payment. */
const USING_STATUSES: PaymentStatus[] = ['OPEN', 'AUTHORIZED', 'PAID'];

const DUPLICATE_CODE = 'This social already has a live promo code with this text';

export function toPromoCode(row: PromoCodeRow, usedCount: number): PromoCode {
  return {
    id: row.id,
    socialId: row.socialId,
    code: row.code,
    discountType: row.discountType,
    value: row.value,
    tierIds: row.tierIds,
    usageLimit: row.usageLimit,
    validFrom: row.validFrom?.getTime() ?? null,
    validUntil: row.validUntil?.getTime() ?? null,
    usedCount,
  };
}

/** How many orders used each code, in one query; codes nobody used are 0. */
function usedCounts(db: DbOrTx, promoCodeIds: readonly string[]): Promise<Map<string, number>> {
  return countPaymentsByPromoCode(db, promoCodeIds, USING_STATUSES);
}

async function usedCountOf(db: DbOrTx, promoCodeId: string): Promise<number> {
  return (await usedCounts(db, [promoCodeId])).get(promoCodeId) ?? 0;
}

/**
 * The live (not deleted) code of a social with the text `code` (as PromoCodeText parses it: upper
 * case), and how many orders used it; null when there is none. At checkout, call it under the
 * social's lock so that two orders cannot both take a code's last use.
 */
export async function findLivePromoCode(db: DbOrTx, socialId: string, code: string): Promise<{ row: PromoCodeRow; usedCount: number } | null> {
  const row = await findLivePromoCodeByText(db, socialId, code);
  return row ? { row, usedCount: await usedCountOf(db, row.id) } : null;
}

async function findHostedSocial(db: Db, viewer: Caller, socialId: string) {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireSocialManager(viewer, social, 'manage its promo codes');
  return social;
}

/** The live code with this id and its social, for its hosts and staff: 404 when deleted, 403 for anyone else. */
async function findHostedPromoCode(db: Db, viewer: Caller, promoCodeId: string): Promise<PromoCodeRow> {
  const row = await findLivePromoCodeById(db, promoCodeId);
  if (!row) throw promoCodesError('NOT_FOUND', 'Promo code not found');
  await findHostedSocial(db, viewer, row.socialId);
  return row;
}

/** 400 on body.tierIds when a listed tier is not one of the social's. */
async function assertTiersOfSocial(db: DbOrTx, socialId: string, tierIds: readonly string[] | null): Promise<void> {
  if (tierIds === null) return;
  const found = await findTierIdsOfSocial(
    db,
    socialId,
    tierIds.filter((id) => Id.safeParse(id).success),
  );
  if (found.length !== tierIds.length) {
    const message = 'List only ticket tiers of this social';
    throw promoCodesError('PROMO_CODE_TIER_NOT_OF_SOCIAL', message, { fieldErrors: [{ field: 'body.tierIds', message }] });
  }
}

function storedFields(body: PromoCodeInput): PromoCodeFields {
  return {
    code: body.code,
    discountType: body.discountType,
    value: body.value,
    tierIds: body.tierIds,
    usageLimit: body.usageLimit,
    validFrom: body.validFrom === null ? null : new Date(body.validFrom),
    validUntil: body.validUntil === null ? null : new Date(body.validUntil),
  };
}

/** Runs a write that may hit promo_codes_live_code, answering 409 when it does. */
async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) throw promoCodesError('PROMO_CODE_TEXT_TAKEN', DUPLICATE_CODE);
    throw err;
  }
}

/** GET /socials/{id}/promo-codes: the social's live codes, newest first (hosts and staff). */
export async function listPromoCodes(db: Db, viewer: Caller, socialId: string): Promise<PromoCode[]> {
  await findHostedSocial(db, viewer, socialId);
  const rows = await listLivePromoCodesOfSocial(db, socialId);
  const counts = await usedCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPromoCode(row, counts.get(row.id) ?? 0));
}

/** POST /socials/{id}/promo-codes (hosts and staff): 409 when a live code with the same text exists. */
export async function createPromoCode(db: Db, viewer: Caller, socialId: string, body: PromoCodeInput): Promise<PromoCode> {
  await findHostedSocial(db, viewer, socialId);
  await assertTiersOfSocial(db, socialId, body.tierIds);
  const row = await withUniqueCode(() => insertPromoCode(db, { socialId, ...storedFields(body), createdById: viewer.userId }));
  return toPromoCode(row, 0);
}

/**
 * PATCH /promo-codes/{p}: replaces every setting of a live code (hosts and staff). The usage limit
 * cannot go below the orders that already used the code; the check runs under the social's lock,
 * which checkouts take too, so that no order slips in between.
 */
export async function updatePromoCode(db: Db, viewer: Caller, promoCodeId: string, body: PromoCodeInput): Promise<PromoCode> {
  const existing = await findHostedPromoCode(db, viewer, promoCodeId);
  return withUniqueCode(() =>
    withTransaction(db, async (tx) => {
      await lockSocial(tx, existing.socialId);
      await assertTiersOfSocial(tx, existing.socialId, body.tierIds);
      const usedCount = await usedCountOf(tx, promoCodeId);
      if (body.usageLimit !== null && body.usageLimit < usedCount) {
        const message = `${usedCount} orders already used this code: the limit cannot be lower`;
        throw promoCodesError('USAGE_LIMIT_BELOW_USES', message, { fieldErrors: [{ field: 'body.usageLimit', message }] });
      }
      const row = await updateLivePromoCode(tx, promoCodeId, storedFields(body), new Date());
      if (!row) throw promoCodesError('NOT_FOUND', 'Promo code not found');
      return toPromoCode(row, usedCount);
    }),
  );
}

/** DELETE /promo-codes/{p}: the code stops working and its text is free again; past orders keep it (hosts and staff). */
export async function deletePromoCode(db: Db, viewer: Caller, promoCodeId: string): Promise<void> {
  await findHostedPromoCode(db, viewer, promoCodeId);
  await markPromoCodeDeleted(db, promoCodeId, new Date());
}
