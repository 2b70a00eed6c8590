import { z } from 'zod';
import { Id, MoneyCents, Timestamp } from '../common/common.schema';
import { ConferencePass } from './conference.schema';

/** POST /conferences/{id}/payments: buy `quantity` tickets of one pass. */
export const BuyPassesBody = z
  .object({
    passId: Id,
    quantity: z.number().int().min(1, 'At least one ticket').max(20, 'At most 20 tickets an order'),
    promoCode: z.string().trim().toUpperCase().min(1).max(40).optional(),
  })
  .strict();
export type BuyPassesBody = z.infer<typeof BuyPassesBody>;

/** POST /payment/checkout-session: the conference site starts a checkout (the same purchase as POST /conferences/{id}/payments). */
export const ConferenceCheckoutBody = z
  .object({
    conference: z
      .string()
      .min(1)
      .max(80)
      .regex(/^[A-Za-z0-9-]+$/, 'A conference id or slug'),
    ...BuyPassesBody.shape,
  })
  .strict();
export type ConferenceCheckoutBody = z.infer<typeof ConferenceCheckoutBody>;

/** REFUNDING, then REFUNDED: paid after its hold lapsed while the pass sold out, so the payment goes back in full. */
export const ConferenceOrderStatus = z.enum(['OPEN', 'PAID', 'EXPIRED', 'CANCELLED', 'REFUNDING', 'REFUNDED']);
export type ConferenceOrderStatus = z.infer<typeof ConferenceOrderStatus>;

/** An order of tickets: OPEN holds them while the buyer pays at checkoutUrl; a free order is PAID at once. */
export const ConferenceOrder = z.object({
  id: Id,
  conferenceId: Id,
  passId: Id,
  passName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: MoneyCents,
  discountCents: MoneyCents,
  totalCents: MoneyCents,
  currency: z.string(),
  promoCode: z.string().nullable(),
  status: ConferenceOrderStatus,
  checkoutUrl: z.string().nullable(),
  holdExpiresAt: Timestamp,
});
export type ConferenceOrder = z.infer<typeof ConferenceOrder>;

/** Where the buyer goes next: the provider's checkout, or for a free order (PAID at once) their tickets page. */
export const ConferenceCheckoutSession = z.object({ url: z.string(), order: ConferenceOrder });
export type ConferenceCheckoutSession = z.infer<typeof ConferenceCheckoutSession>;

/** GET /payments/conferences/slug/{slug}: what the tickets page sells (its passes, each with its price, what is left and its sale window). */
export const ConferenceTicketSale = z.object({
  conferenceId: Id,
  slug: z.string(),
  name: z.string(),
  currency: z.string(),
  passes: z.array(ConferencePass.omit({ quantity: true, sold: true })),
});
export type ConferenceTicketSale = z.infer<typeof ConferenceTicketSale>;

/** PATCH /conferences/{id}/payments/{p}: the buyer gives up an open checkout; its tickets go back on sale. */
export const UpdateConferenceOrderBody = z.object({ status: z.literal('CANCELLED') }).strict();

export const ConferenceTicketStatus = z.enum(['UNASSIGNED', 'ASSIGNED', 'CLAIMED']);
export type ConferenceTicketStatus = z.infer<typeof ConferenceTicketStatus>;

export const ConferenceTicket = z.object({
  id: Id,
  conferenceId: Id,
  passName: z.string(),
  status: ConferenceTicketStatus,
  /** Where the claim link went (for the buyer); null when unassigned. */
  assignedEmail: z.string().nullable(),
  holderName: z.string(),
  holderCompany: z.string(),
  holderJobTitle: z.string(),
  /** The caller holds it (claimed it, or completed it as their own). */
  isMine: z.boolean(),
  /** The caller bought it: they may assign it while nobody has claimed it. */
  boughtByMe: z.boolean(),
});
export type ConferenceTicket = z.infer<typeof ConferenceTicket>;

export const ConferenceTicketList = z.object({ data: z.array(ConferenceTicket) });
export type ConferenceTicketList = z.infer<typeof ConferenceTicketList>;

const HolderDetails = z.object({
  holderName: z.string().trim().min(2, 'Enter the attendee’s name').max(120),
  holderCompany: z.string().trim().max(200).default(''),
  holderJobTitle: z.string().trim().max(200).default(''),
});

/**
 * PATCH /conferences/{id}/tickets/{t}: the buyer assigns a ticket to a colleague by e-mail (a claim
 * link is mailed), the colleague claims it with the link's token, or the holder (or the buyer, for
 * a ticket nobody holds) completes the attendee's details.
 */
export const UpdateConferenceTicketBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('assign'), email: z.string().trim().toLowerCase().email('An e-mail address').max(254) }).strict(),
  z.object({ action: z.literal('claim'), token: z.string().min(20).max(200) }).strict(),
  HolderDetails.extend({ action: z.literal('complete') }).strict(),
]);
export type UpdateConferenceTicketBody = z.infer<typeof UpdateConferenceTicketBody>;

/** POST /conferences/{id}/passes/{pass}/promos: the organizers' promo code for one pass. */
export const CreatePassPromoBody = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, '3 to 40 letters, digits, - or _'),
    percentOff: z.number().int().min(1).max(100),
    usageLimit: z.number().int().min(1).max(100_000).nullable().default(null),
    validUntil: Timestamp.nullable().default(null),
  })
  .strict();
export type CreatePassPromoBody = z.infer<typeof CreatePassPromoBody>;

/** A promo code as a buyer checks it (GET /payments/conferences/{id}/passes/{pass}/promos/{code}). */
export const PassPromo = z.object({
  code: z.string(),
  percentOff: z.number().int(),
  /** Tickets it can still be used for; null for no limit. */
  remainingUses: z.number().int().nullable(),
  validUntil: Timestamp.nullable(),
});
export type PassPromo = z.infer<typeof PassPromo>;

/** The order's amounts: the discount is the promo's share of the whole order, rounded to the cent. */
export function priceConferenceOrder(unitPriceCents: number, quantity: number, percentOff: number | null): { discountCents: number; totalCents: number } {
  const gross = unitPriceCents * quantity;
  const discountCents = percentOff ? Math.round((gross * percentOff) / 100) : 0;
  return { discountCents, totalCents: gross - discountCents };
}
