import {
  conferenceSiteLink,
  holdExpiresAt,
  passSaleState,
  priceConferenceOrder,
  type BuyPassesBody,
  type ConferenceCheckoutBody,
  type ConferenceCheckoutSession,
  type ConferenceOrder,
  type ConferenceTicketSale,
  type CreatePassPromoBody,
  type PassPromo,
  type VerifiedEmailNeed,
} from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db, DbOrTx } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { enqueueMail } from '../../core/mail';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import type { ServiceDeps } from '../../core/app-deps';
import { renderTestCheckoutPage, sendTestCheckoutOutcome, type OtherCheckoutSettled, type TestCheckoutOutcome } from '../payments';
import { findUserById } from '../users';
import { requireVerifiedEmail, verifiedEmailNeed } from '../verification';
import {
  endOpenOrder,
  expireLapsedOrders,
  findOrder,
  findOrderOfSession,
  findPass,
  findPromo,
  giveTicketsBack,
  giveUsesBack,
  insertOrder,
  insertPromo,
  insertTickets,
  lockOrder,
  markOrderPaid,
  markOrderRefunding,
  setOrderCheckout,
  takeTickets,
  countPromoUses,
  type ConferenceOrderRow,
} from './conference-orders.repo';
import { enqueueLateOrderRefund } from './conference-refunds.jobs';
import { conferencesError, invalidConference } from './conferences.errors';
import { requireOwnOrder } from './conferences.policy';
import { findConference, listPasses, type ConferencePassRow, type ConferenceRow } from './conferences.repo';
import { managedConference, visibleConference } from './conferences.service';
import { toPass } from './conferences.views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toOrder(row: ConferenceOrderRow, passName: string, promoCode: string | null): ConferenceOrder {
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    passId: row.passId,
    passName,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    currency: row.currency,
    promoCode,
    status: row.status,
    checkoutUrl: row.status === 'OPEN' ? row.checkoutUrl : null,
    holdExpiresAt: row.holdExpiresAt.getTime(),
  };
}

/** What a link to a conference's site depends on. */
export type ConferenceSiteConfig = Pick<Config, 'publicUrl' | 'isProduction' | 'conferenceHost' | 'conferenceId'>;

/**
 * A page of a conference's site, as every link the conference sends or redirects to: on its own
 * domain, else on CONFERENCE_HOST when CONFERENCE_ID names it, else at /conference/ on PUBLIC_URL
 * naming it, so the buyer comes back signed in, to this conference. Its own host name is on https;
 * while developing, on PUBLIC_URL's scheme and port (a local name that points at this server).
 */
export function conferencePageUrl(config: ConferenceSiteConfig, conference: ConferenceRow, path: string, query: Record<string, string> = {}): string {
  const platform = new URL(config.publicUrl);
  return conferenceSiteLink(conference, path, query, {
    platformUrl: config.publicUrl,
    protocol: config.isProduction ? 'https:' : platform.protocol,
    port: config.isProduction ? '' : platform.port,
    configured: config.conferenceHost && config.conferenceId ? { host: config.conferenceHost, ref: config.conferenceId } : null,
  });
}

/** The conference an order is for (it always has one). */
async function conferenceOfOrder(db: DbOrTx, order: Pick<ConferenceOrderRow, 'conferenceId'>): Promise<ConferenceRow> {
  const conference = await findConference(db, order.conferenceId);
  if (!conference) throw conferencesError('NOT_FOUND', 'Conference not found');
  return conference;
}

/** Gives an ended order's tickets (and promo uses) back to the pass. */
async function releaseOrder(tx: DbOrTx, order: ConferenceOrderRow): Promise<void> {
  await giveTicketsBack(tx, order.passId, order.quantity);
  if (order.promoCodeId) await giveUsesBack(tx, order.promoCodeId, order.quantity);
}

/** Issues the tickets of a paid order and mails the buyer, in the transaction that confirms it. */
async function confirmOrder(
  tx: DbOrTx,
  jobs: JobQueue,
  config: ConferenceSiteConfig,
  order: ConferenceOrderRow,
  providerPaymentId: string | null,
  now: Date,
): Promise<void> {
  await markOrderPaid(tx, order.id, providerPaymentId, now);
  await insertTickets(tx, order);
  const [buyer, conference] = await Promise.all([findUserById(tx, order.buyerId), findConference(tx, order.conferenceId)]);
  if (!buyer || !conference) return;
  const tickets = order.quantity === 1 ? 'Your ticket' : `Your ${order.quantity} tickets`;
  await enqueueMail(tx, jobs, [
    {
      to: buyer.email,
      subject: `${tickets} for ${conference.name}`,
      text: [
        `Hi ${buyer.firstName ?? 'there'},`,
        '',
        `${tickets} for ${conference.name} ${order.quantity === 1 ? 'is' : 'are'} confirmed.`,
        'Assign tickets to colleagues and complete each attendee’s details on your tickets page:',
        conferencePageUrl(config, conference, 'my-tickets'),
      ].join('\n'),
    },
  ]);
}

/**
 * POST /conferences/{id}/payments: holds `quantity` tickets of the pass (and the promo code's uses)
 * with two conditional updates, so buyers racing for the last tickets never oversell, then opens the
 * provider's checkout for the order. A free order is confirmed at once.
 */
export async function buyPasses(deps: ServiceDeps, viewer: Caller, conferenceRef: string, body: BuyPassesBody, now = new Date()): Promise<ConferenceOrder> {
  const { conference } = await visibleConference(deps.db, viewer, conferenceRef);
  if (!conference.published) throw conferencesError('PASS_NOT_ON_SALE', 'Tickets go on sale once the conference is published');
  await requireVerifiedEmail(deps.db, viewer.userId, conference.requiredVerifiedEmail, 'buy tickets');
  const pass = await findPass(deps.db, conference.id, body.passId);
  if (!pass) throw invalidConference('body.passId', 'Not a pass of this conference');
  const state = passSaleState(
    { remaining: pass.quantity - pass.sold, saleStartsAt: pass.saleStartsAt?.getTime() ?? null, saleEndsAt: pass.saleEndsAt?.getTime() ?? null },
    now.getTime(),
  );
  if (state === 'NOT_YET' || state === 'ENDED')
    throw conferencesError('PASS_NOT_ON_SALE', state === 'NOT_YET' ? `${pass.name} is not on sale yet` : `The sale of ${pass.name} has ended`);
  const promo = body.promoCode ? await findPromo(deps.db, pass.id, body.promoCode) : null;
  if (body.promoCode && !promo) throw invalidConference('body.promoCode', 'This promo code does not exist for this pass');
  const { discountCents, totalCents } = priceConferenceOrder(pass.priceCents, body.quantity, promo?.percentOff ?? null);
  if (totalCents > 0 && !deps.payments) throw conferencesError('PAYMENTS_OFF', 'Payments are not set up on this site');

  const order = await withTransaction(deps.db, async (tx) => {
    for (const lapsed of await expireLapsedOrders(tx, pass.id, now)) await releaseOrder(tx, lapsed);
    if (!(await takeTickets(tx, pass.id, body.quantity))) {
      const [current] = (await listPasses(tx, [conference.id])).filter((p) => p.id === pass.id);
      const left = current ? current.quantity - current.sold : 0;
      throw conferencesError('PASS_SOLD_OUT', left > 0 ? `Only ${left} ${pass.name} ticket${left === 1 ? ' is' : 's are'} left` : `${pass.name} is sold out`);
    }
    if (promo && !(await countPromoUses(tx, promo.id, body.quantity, now))) {
      const current = await findPromo(tx, pass.id, promo.code);
      const uses = current?.usageLimit == null ? null : Math.max(0, current.usageLimit - current.used);
      throw invalidConference(
        'body.promoCode',
        uses === 0 || uses === null
          ? 'This promo code has been used up or has expired'
          : `This promo code is good for ${uses} more ticket${uses === 1 ? '' : 's'}`,
      );
    }
    const row = await insertOrder(tx, {
      conferenceId: conference.id,
      passId: pass.id,
      buyerId: viewer.userId,
      quantity: body.quantity,
      unitPriceCents: pass.priceCents,
      discountCents,
      totalCents,
      currency: conference.currency,
      promoCodeId: promo?.id ?? null,
      holdExpiresAt: new Date(holdExpiresAt(now.getTime(), deps.config.payments.checkoutHoldMinutes)),
      createdAt: now,
      updatedAt: now,
    });
    if (totalCents === 0) await confirmOrder(tx, deps.jobs, deps.config, row, null, now);
    return row;
  });
  if (totalCents === 0) return toOrder((await findOrder(deps.db, order.id))!, pass.name, promo?.code ?? null);
  return openCheckout(deps, conference, pass, order, promo?.code ?? null);
}

/**
 * POST /payment/checkout-session: the conference site's way to buy, the same purchase as buyPasses;
 * the answer says where the buyer goes next.
 */
export async function startConferenceCheckout(deps: ServiceDeps, viewer: Caller, body: ConferenceCheckoutBody): Promise<ConferenceCheckoutSession> {
  const { conference: conferenceRef, ...purchase } = body;
  const order = await buyPasses(deps, viewer, conferenceRef, purchase);
  if (order.checkoutUrl) return { url: order.checkoutUrl, order };
  return { url: conferencePageUrl(deps.config, await conferenceOfOrder(deps.db, order), 'my-tickets', { payment: 'success', order: order.id }), order };
}

/** GET /payments/conferences/slug/{slug}: the passes the tickets page sells, with what is left; the same for every anonymous visitor. */
export async function getTicketSale(db: Db, viewer: Caller | null, slug: string): Promise<ConferenceTicketSale> {
  const { conference } = await visibleConference(db, viewer, slug);
  const passes = await listPasses(db, [conference.id]);
  return {
    conferenceId: conference.id,
    slug: conference.slug,
    name: conference.name,
    currency: conference.currency,
    passes: passes.map((row) => {
      const { quantity: _quantity, sold: _sold, ...pass } = toPass(row);
      return pass;
    }),
  };
}

async function openCheckout(
  deps: ServiceDeps,
  conference: ConferenceRow,
  pass: ConferencePassRow,
  order: ConferenceOrderRow,
  promoCode: string | null,
): Promise<ConferenceOrder> {
  const provider = deps.payments!;
  const buyer = await findUserById(deps.db, order.buyerId);
  try {
    const created = await provider.createCheckout({
      paymentId: order.id,
      currency: order.currency,
      lines: [{ name: `${conference.name}: ${order.quantity} × ${pass.name}${promoCode ? ` (promo ${promoCode})` : ''}`, amountCents: order.totalCents }],
      customerEmail: buyer?.email ?? '',
      expiresAt: order.holdExpiresAt,
      successUrl: conferencePageUrl(deps.config, conference, 'my-tickets', { payment: 'success', order: order.id }),
      cancelUrl: conferencePageUrl(deps.config, conference, 'tickets', { payment: 'cancelled', order: order.id }),
    });
    // The built-in test provider's page for a social payment reads the payments table: an order has
    // its own page, on the conference site's origin so that its form may lead back there (form-action 'self').
    const url =
      provider.name === 'TEST'
        ? `${new URL(conferencePageUrl(deps.config, conference, '')).origin}${conferenceTestCheckoutPath(created.sessionId)}`
        : created.url;
    await setOrderCheckout(deps.db, order.id, { provider: provider.name, sessionId: created.sessionId, url });
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'The payment provider could not open a conference checkout');
    await withTransaction(deps.db, async (tx) => {
      const ended = await endOpenOrder(tx, order.id, 'CANCELLED', new Date());
      if (ended) await releaseOrder(tx, ended);
    });
    throw conferencesError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not open a checkout: try again in a moment');
  }
  return toOrder((await findOrder(deps.db, order.id))!, pass.name, promoCode);
}

/** PATCH /conferences/{id}/payments/{p}: the buyer gives up an open checkout; its tickets go back on sale. */
/** GET /payments/slug/{slug}/needVerify: whether buying asks for a verified e-mail, and whether the caller has it. */
export async function conferenceVerifiedEmailNeed(db: Db, viewer: Caller | null, slug: string): Promise<VerifiedEmailNeed> {
  const { conference } = await visibleConference(db, viewer, slug);
  return verifiedEmailNeed(db, viewer, conference.requiredVerifiedEmail);
}

export async function cancelOrder(deps: ServiceDeps, viewer: Caller, conferenceRef: string, orderId: string, now = new Date()): Promise<ConferenceOrder> {
  const { conference } = await visibleConference(deps.db, viewer, conferenceRef);
  const order = requireOwnOrder(viewer, conference.id, await findOrder(deps.db, orderId));
  if (order.status === 'PAID') throw conferencesError('CHECKOUT_PAID', 'This order is paid');
  if (order.status === 'OPEN' && order.providerSessionId && deps.payments && !(await deps.payments.expireCheckout(order.providerSessionId))) {
    throw conferencesError('CHECKOUT_PAID', 'This order was just paid: your tickets are being issued');
  }
  await withTransaction(deps.db, async (tx) => {
    const ended = await endOpenOrder(tx, order.id, 'CANCELLED', now);
    if (ended) await releaseOrder(tx, ended);
  });
  const pass = await findPass(deps.db, conference.id, order.passId);
  return toOrder((await findOrder(deps.db, order.id))!, pass?.name ?? '', null);
}

/**
 * The provider settled one of our checkouts (in the webhook's transaction). Paid and still open:
 * the tickets are issued. Paid after the hold lapsed: issued if the tickets can be taken again.
 * Paid too late, the tickets sold out meanwhile: refunded in full by a job enqueued here, never
 * more tickets than the pass has. Expired: the held tickets go back on sale.
 */
export async function settleConferenceCheckout(
  tx: DbOrTx,
  settled: OtherCheckoutSettled,
  context: { jobs: JobQueue; config: ConferenceSiteConfig },
  now = new Date(),
): Promise<void> {
  if (!UUID.test(settled.checkoutId)) return;
  const order = await lockOrder(tx, settled.checkoutId);
  if (!order) return;
  if (settled.outcome === 'expired') {
    const ended = await endOpenOrder(tx, order.id, 'EXPIRED', now);
    if (ended) await releaseOrder(tx, ended);
    return;
  }
  if (order.status === 'PAID' || settled.amountCents !== order.totalCents) return;
  if (order.status === 'REFUNDING' || order.status === 'REFUNDED') return;
  if (order.status !== 'OPEN' && !(await retakeTickets(tx, order))) {
    if (await markOrderRefunding(tx, order.id, settled.providerPaymentId, now)) await enqueueLateOrderRefund(tx, context.jobs, order.id);
    return;
  }
  await confirmOrder(tx, context.jobs, context.config, order, settled.providerPaymentId, now);
}

/** A lapsed order paid late takes its tickets (and its code's uses) again if they are still there; false leaves the pass as it was. */
async function retakeTickets(tx: DbOrTx, order: ConferenceOrderRow): Promise<boolean> {
  if (!(await takeTickets(tx, order.passId, order.quantity))) return false;
  // The code was valid when the order was placed: only its limit counts now.
  if (order.promoCodeId && !(await countPromoUses(tx, order.promoCodeId, order.quantity, null))) {
    await giveTicketsBack(tx, order.passId, order.quantity);
    return false;
  }
  return true;
}

/** GET /payments/conferences/{id}/passes/{pass}/promos/{code}: a buyer checks a promo code before paying. */
export async function checkPassPromo(db: Db, viewer: Caller | null, conferenceRef: string, passId: string, code: string, now = new Date()): Promise<PassPromo> {
  const { conference } = await visibleConference(db, viewer, conferenceRef);
  const pass = await findPass(db, conference.id, passId);
  const promo = pass ? await findPromo(db, pass.id, code) : null;
  if (!promo) throw conferencesError('NOT_FOUND', 'This promo code does not exist for this pass');
  const remainingUses = promo.usageLimit === null ? null : Math.max(0, promo.usageLimit - promo.used);
  if (remainingUses === 0 || (promo.validUntil && promo.validUntil <= now))
    throw invalidConference('params.code', 'This promo code has been used up or has expired');
  return { code: promo.code, percentOff: promo.percentOff, remainingUses, validUntil: promo.validUntil?.getTime() ?? null };
}

/** POST /conferences/{id}/passes/{pass}/promos: the organizers add a promo code to a pass. */
export async function createPassPromo(db: Db, viewer: Caller, conferenceRef: string, passId: string, body: CreatePassPromoBody): Promise<PassPromo> {
  const { conference } = await managedConference(db, viewer, conferenceRef, 'add promo codes');
  const pass = await findPass(db, conference.id, passId);
  if (!pass) throw conferencesError('NOT_FOUND', 'Pass not found');
  if (await findPromo(db, pass.id, body.code)) throw invalidConference('body.code', 'This pass already has this code');
  const promo = await insertPromo(db, {
    passId: pass.id,
    code: body.code,
    percentOff: body.percentOff,
    usageLimit: body.usageLimit,
    validUntil: body.validUntil === null ? null : new Date(body.validUntil),
  });
  return { code: promo.code, percentOff: promo.percentOff, remainingUses: promo.usageLimit, validUntil: promo.validUntil?.getTime() ?? null };
}

/** Where the test provider's checkout page of a conference order lives. */
export const conferenceTestCheckoutPath = (sessionId: string) => `/api/conferences/test-checkout/${encodeURIComponent(sessionId)}`;

async function findTestOrder(deps: ServiceDeps, sessionId: string) {
  const order = await findOrderOfSession(deps.db, sessionId);
  if (!order || order.provider !== 'TEST') throw conferencesError('NOT_FOUND', 'Checkout not found');
  return order;
}

/** The test provider's checkout page (HTML) of a conference order: the payments area's page, showing the order. */
export async function conferenceTestCheckoutPage(deps: ServiceDeps, sessionId: string, now = Date.now()): Promise<string> {
  const order = await findTestOrder(deps, sessionId);
  const conference = await conferenceOfOrder(deps.db, order);
  return renderTestCheckoutPage({
    payment: {
      status: order.status === 'OPEN' || order.status === 'PAID' ? order.status : 'EXPIRED',
      holdExpiresAt: order.holdExpiresAt.getTime(),
      failureMessage: null,
      amounts: { ticketPrice: order.unitPriceCents * order.quantity, discount: order.discountCents, deposit: 0, fees: 0, total: order.totalCents },
      tierName: `${order.quantity} × ${order.passName}`,
      promoCode: order.promoCode,
    },
    socialTitle: order.conferenceName,
    actionPath: conferenceTestCheckoutPath(sessionId),
    backUrl: conferencePageUrl(deps.config, conference, 'my-tickets'),
    now,
  });
}

/** Pays, declines or cancels a test checkout of a conference order (the same signed webhooks as a social's); returns where the browser goes next. */
export async function finishConferenceTestCheckout(deps: ServiceDeps, sessionId: string, outcome: TestCheckoutOutcome, now = Date.now()): Promise<string> {
  const order = await findTestOrder(deps, sessionId);
  const page = conferenceTestCheckoutPath(sessionId);
  if (order.status !== 'OPEN' || now >= order.holdExpiresAt.getTime()) return page;
  await sendTestCheckoutOutcome(deps, { sessionId, checkoutId: order.id, totalCents: order.totalCents, captureManually: false }, outcome);
  if (outcome === 'decline') return page;
  const conference = await conferenceOfOrder(deps.db, order);
  return outcome === 'pay'
    ? conferencePageUrl(deps.config, conference, 'my-tickets', { payment: 'success', order: order.id })
    : conferencePageUrl(deps.config, conference, 'tickets', { payment: 'cancelled', order: order.id });
}
