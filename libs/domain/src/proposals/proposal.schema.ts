import { z } from 'zod';
import { Id, PageQuery, paged, Timestamp } from '../common/common.schema';
import { UserSummary } from '../users/user.schema';

/**
 * OPEN: members vote; QUORUM_REACHED / CLOSED_NO_QUORUM: the deadline passed (the deadline job
 * decides which); TERMINATED: its owner or staff ended it; CONVERTED: turned into a social.
 */
export const ProposalStatus = z.enum(['OPEN', 'QUORUM_REACHED', 'CLOSED_NO_QUORUM', 'TERMINATED', 'CONVERTED']);
export type ProposalStatus = z.infer<typeof ProposalStatus>;

/** What a choice offers: a date, a venue or a format. */
export const ProposalChoiceKind = z.enum(['DATE', 'VENUE', 'FORMAT']);
export type ProposalChoiceKind = z.infer<typeof ProposalChoiceKind>;

/** A member's answer to the idea itself: interested, or not going whatever is chosen. */
export const ProposalRsvpStatus = z.enum(['INTERESTED', 'NOT_GOING']);
export type ProposalRsvpStatus = z.infer<typeof ProposalRsvpStatus>;

/**
 * A supporter's deposit on a paid proposal. OPEN: at the provider's checkout; PAID: confirmed by
 * the provider's webhook; EXPIRED: the checkout ended unpaid; REFUNDING / REFUNDED: the proposal
 * never happened, the deposit goes back; CONVERTED: it carried over to the social as the payer's RSVP.
 */
export const ProposalPaymentStatus = z.enum(['OPEN', 'PAID', 'EXPIRED', 'REFUNDING', 'REFUNDED', 'CONVERTED']);
export type ProposalPaymentStatus = z.infer<typeof ProposalPaymentStatus>;

/** Most a proposal's deposit may be, in cents. */
export const MAX_PROPOSAL_DEPOSIT_CENTS = 1_000_000;

/** Most choices a proposal holds. */
export const MAX_PROPOSAL_CHOICES = 20;

const isValidTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const endAfterStart = (v: { eventTimestamp?: number | null | undefined; eventEndTimestamp?: number | null | undefined }) =>
  v.eventTimestamp == null || v.eventEndTimestamp == null || v.eventEndTimestamp > v.eventTimestamp;
const endAfterStartIssue = { message: 'The end must come after the start', path: ['eventEndTimestamp'] };

/** One choice as a host adds it; a DATE choice gives its start (and end, else two hours later). */
export const ProposalChoiceInput = z
  .object({
    kind: ProposalChoiceKind.default('DATE'),
    label: z.string().trim().min(1, 'Name the choice').max(200),
    eventTimestamp: Timestamp.nullable().optional(),
    eventEndTimestamp: Timestamp.nullable().optional(),
    venue: z.string().trim().max(300).nullable().optional(),
  })
  .strict()
  .refine(endAfterStart, endAfterStartIssue)
  .refine((v) => v.kind !== 'DATE' || v.eventTimestamp != null, { message: 'A date choice needs its start', path: ['eventTimestamp'] });
export type ProposalChoiceInput = z.input<typeof ProposalChoiceInput>;

export const CreateProposalBody = z
  .object({
    title: z.string().trim().min(3, 'At least 3 characters').max(200),
    description: z.string().trim().max(5000).default(''),
    /** The circle whose members vote; without one, any signed-in user votes. */
    circleId: Id.nullable().optional(),
    timezone: z.string().max(64).refine(isValidTimeZone, 'Unknown time zone').default('UTC'),
    /** When voting closes (epoch ms); must be in the future. Default: config proposal.deadlineDays from now. */
    deadline: Timestamp.optional(),
    /** Voters needed by the deadline. Default: config proposal.defaultQuorum. */
    quorum: z.number().int().min(1).max(10_000).optional(),
    /** Seats of the social it becomes (null: no limit). Default: config proposal.defaultMaxCapacity. */
    maxCapacity: z.number().int().min(1).max(100_000).nullable().optional(),
    choices: z.array(ProposalChoiceInput).max(MAX_PROPOSAL_CHOICES).default([]),
    /** A paid proposal: what each supporter pays now (cents, the site's currency), refunded if it never happens. */
    depositCents: z.number().int().min(50, 'At least 50 cents').max(MAX_PROPOSAL_DEPOSIT_CENTS).nullable().optional(),
    /**
     * A paid proposal: supporters pay by then (epoch ms), or their vote is dropped. Not after the
     * deadline. Default: the deadline. The deadline of a paid proposal defaults to config
     * proposal.paidDeadlineDays from now and may be at most proposal.paidDeadlineLimitDays away.
     */
    paidDeadline: Timestamp.optional(),
  })
  .strict()
  .refine((v) => v.paidDeadline === undefined || v.depositCents != null, {
    message: 'Only a paid proposal (with a deposit) has a paid deadline',
    path: ['paidDeadline'],
  });
export type CreateProposalBody = z.input<typeof CreateProposalBody>;

export const ProposalChoice = z.object({
  id: z.string(),
  kind: ProposalChoiceKind,
  label: z.string(),
  eventTimestamp: Timestamp.nullable(),
  eventEndTimestamp: Timestamp.nullable(),
  venue: z.string().nullable(),
  votes: z.number().int(),
});
export type ProposalChoice = z.infer<typeof ProposalChoice>;

export const ProposalRsvp = z.object({ id: z.string(), proposalId: z.string(), userId: z.string(), status: ProposalRsvpStatus });
export type ProposalRsvp = z.infer<typeof ProposalRsvp>;

/** A proposal in lists. */
export const ProposalSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: ProposalStatus,
  circleId: z.string().nullable(),
  owner: UserSummary,
  deadline: Timestamp,
  quorum: z.number().int(),
  /** Members who voted (one vote each). */
  voterCount: z.number().int(),
  createdAt: Timestamp,
  /** A paid proposal's deposit in cents (null: free). */
  depositCents: z.number().int().nullable(),
  currency: z.string(),
  /** A paid proposal: supporters pay by then. */
  paidDeadline: Timestamp.nullable(),
});
export type ProposalSummary = z.infer<typeof ProposalSummary>;

export const Proposal = ProposalSummary.extend({
  description: z.string(),
  timezone: z.string(),
  maxCapacity: z.number().int().nullable(),
  hosts: z.array(UserSummary).describe('Co-hosts besides the owner'),
  choices: z.array(ProposalChoice),
  /** The choice with the most votes (ties: the earliest added), null before any vote. */
  winningChoiceId: z.string().nullable(),
  quorumReached: z.boolean(),
  /** The social it became, once CONVERTED. */
  social: z.object({ id: z.string(), slug: z.string() }).nullable(),
  myVoteChoiceId: z.string().nullable(),
  myRsvp: ProposalRsvp.nullable(),
  /** Whether the caller may vote now. */
  canVote: z.boolean(),
  /** Whether the caller hosts it (owner, co-host) or is staff: adds choices, converts it. */
  canManage: z.boolean(),
  /** Its owner and staff end it. */
  canTerminate: z.boolean(),
  /** A paid proposal: supporters whose deposit is confirmed. */
  paidCount: z.number().int(),
  /** The caller's latest deposit on it. */
  myPayment: z.object({ id: z.string(), status: ProposalPaymentStatus, amountCents: z.number().int() }).nullable(),
  /** Whether the caller may back it now (paid, open, before the paid deadline, not yet paid). */
  canPay: z.boolean(),
});
export type Proposal = z.infer<typeof Proposal>;

export const ProposalPage = paged(ProposalSummary);
export type ProposalPage = z.infer<typeof ProposalPage>;

export const ProposalListQuery = PageQuery.extend({ circleId: Id.optional(), status: ProposalStatus.optional() });
export type ProposalListQuery = z.input<typeof ProposalListQuery>;

export const ProposalChoiceList = z.object({ data: z.array(ProposalChoice), myVoteChoiceId: z.string().nullable() });
export type ProposalChoiceList = z.infer<typeof ProposalChoiceList>;

/** PATCH /proposals/{id}/choices?choiceId=: the caller's vote (one per proposal, changeable until the deadline). */
export const VoteQuery = z.object({ choiceId: Id });

export const AddProposalHostBody = z.object({ userId: Id }).strict();
export type AddProposalHostBody = z.input<typeof AddProposalHostBody>;

export const ProposalRsvpBody = z.object({ status: ProposalRsvpStatus.default('INTERESTED') }).strict();
export type ProposalRsvpBody = z.input<typeof ProposalRsvpBody>;

export const ProposalRsvpParams = z.object({ id: Id, r: Id });

/** POST /proposals/{id}/social: what the social takes beyond the winning choice (whose date and venue it uses when given). */
export const ConvertProposalBody = z
  .object({
    eventTimestamp: Timestamp.optional(),
    eventEndTimestamp: Timestamp.optional(),
    venue: z.string().trim().max(300).nullable().optional(),
    isPublic: z.boolean().default(false),
  })
  .strict()
  .refine(endAfterStart, endAfterStartIssue);
export type ConvertProposalBody = z.input<typeof ConvertProposalBody>;

/** POST /payments/proposals/{id}/payment-sessions: the provider's checkout of the caller's deposit. */
export const ProposalCheckout = z.object({
  paymentId: z.string(),
  checkoutUrl: z.string(),
  expiresAt: Timestamp,
  amountCents: z.number().int(),
  currency: z.string(),
});
export type ProposalCheckout = z.infer<typeof ProposalCheckout>;
