import { randomBytes } from 'node:crypto';
import {
  CreateProposalBody,
  ConvertProposalBody,
  DEFAULT_PROPOSAL_SOCIAL_LENGTH_MS,
  MAX_PROPOSAL_CHOICES,
  MAX_TIMESTAMP,
  ProposalChoiceInput,
  ProposalListQuery,
  ProposalRsvpBody,
  canConvertProposal,
  canTerminateProposal,
  depositsOnEnd,
  needsDepositToVote,
  paidProposalDates,
  voteRefusal,
  winningChoice,
  type AddProposalHostBody,
  type FieldError,
  type Proposal,
  type ProposalChoice,
  type ProposalChoiceList,
  type ProposalPage,
  type ProposalConfig,
  type ProposalRsvp,
  slugWords,
} from '@socials/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import type { ServiceDeps } from '../../core/app-deps';
import { circleExists, isCircleMember } from '../circles';
import { readConfig } from '../configs';
import { createRsvp } from '../rsvps';
import { createSocial } from '../socials';
import { schedulePaidDeadline } from './proposal-payments.jobs';
import { countPaid, expireOpenPayments, findLatestPaymentOf, listPaidPayments, lockLivePaymentOf } from './proposal-payments.repo';
import { carryDepositOver, expireSessions, refundDeposits } from './proposal-payments.service';
import { scheduleDeadline } from './proposals.jobs';
import {
  ownerHostsInCircle,
  proposalsVisibleTo,
  reach,
  requireCircleProposer,
  requireCircleVoter,
  requireOwnRsvp,
  requireProposalHost,
  requireProposalOwner,
} from './proposals.policy';
import {
  countVoters,
  findChoice,
  findRsvp,
  findRsvpOf,
  findSocialRef,
  findUserSummary,
  findVote,
  insertChoices,
  insertHost,
  insertProposal,
  listChoices,
  listProposals,
  listVotersOf,
  lockProposal,
  setProposalStatus,
  slugTaken,
  updateRsvpStatus,
  upsertRsvp,
  upsertVote,
  type ProposalRow,
} from './proposals.repo';
import { toProposal, toProposalChoice, toProposalRsvp, toProposalSummary } from './proposals.views';
import { proposalsError } from './proposals.errors';

function invalid(field: string, message: string) {
  return proposalsError('INVALID_PROPOSAL', `${field}: ${message}`, { fieldErrors: [{ field, message }] });
}

function closed(message = 'This proposal is no longer open') {
  return proposalsError('PROPOSAL_CLOSED', message);
}

/** Readable and unique: the title's words plus a short random suffix. */
function makeSlug(title: string): string {
  const base = slugWords(title, 60);
  return `${base || 'proposal'}-${randomBytes(3).toString('hex')}`;
}

async function proposalView(db: DbOrTx, viewer: Caller | null, by: { id: string } | { slug: string }, now = Date.now()): Promise<Proposal> {
  const { found, standing, hosts } = await reach(db, viewer, by);
  const id = found.proposal.id;
  const paid = found.proposal.depositCents !== null;
  const [choices, myVoteChoiceId, myRsvp, social, paidCount, myPayment] = await Promise.all([
    listChoices(db, id),
    viewer ? findVote(db, id, viewer.userId) : null,
    viewer ? findRsvpOf(db, id, viewer.userId) : null,
    found.proposal.socialId ? findSocialRef(db, found.proposal.socialId) : null,
    paid ? countPaid(db, id) : 0,
    paid && viewer ? findLatestPaymentOf(db, id, viewer.userId) : null,
  ]);
  return toProposal({ found, standing, hosts, choices, myVoteChoiceId, myRsvp, social, paidCount, myPayment }, viewer, now);
}

function choiceValues(input: z.output<typeof ProposalChoiceInput>) {
  return {
    kind: input.kind,
    label: input.label,
    eventAt: input.eventTimestamp == null ? null : new Date(input.eventTimestamp),
    eventEndAt: input.eventEndTimestamp == null ? null : new Date(input.eventEndTimestamp),
    venue: input.venue ?? null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /proposals: any signed-in user; in a circle, one of its members (or staff). What the body
 * leaves out comes from config proposal: the quorum, the seats and the deadline (days from now).
 */
export async function createProposal(deps: ServiceDeps, viewer: Caller, body: z.output<typeof CreateProposalBody>, now = Date.now()): Promise<Proposal> {
  const defaults = await readConfig(deps.db, 'proposal');
  const { deadline, paidDeadline } = proposalDates(deps, body, defaults, now);
  if (body.circleId) {
    if (!(await circleExists(deps.db, body.circleId))) throw invalid('body.circleId', 'Unknown circle');
    await requireCircleProposer(deps.db, viewer, body.circleId);
  }
  const id = await withSlugRetry(() =>
    withTransaction(deps.db, async (tx) => {
      let slug = makeSlug(body.title);
      if (await slugTaken(tx, slug)) slug = makeSlug(body.title);
      const row = await insertProposal(tx, {
        slug,
        title: body.title,
        description: body.description,
        circleId: body.circleId ?? null,
        ownerId: viewer.userId,
        timezone: body.timezone,
        quorum: body.quorum ?? defaults.defaultQuorum,
        deadline: new Date(deadline),
        maxCapacity: body.maxCapacity === undefined ? defaults.defaultMaxCapacity : body.maxCapacity,
        depositCents: body.depositCents ?? null,
        currency: deps.config.payments.currency,
        paidDeadline: paidDeadline === null ? null : new Date(paidDeadline),
      });
      await insertChoices(tx, row.id, 0, body.choices.map(choiceValues));
      await scheduleDeadline(tx, deps.jobs, row);
      if (row.paidDeadline) await schedulePaidDeadline(tx, deps.jobs, { id: row.id, paidDeadline: row.paidDeadline });
      return row.id;
    }),
  );
  return proposalView(deps.db, viewer, { id });
}

/**
 * The deadline (a free proposal: config proposal.deadlineDays from now by default) and, for a paid
 * one, the paid deadline within config proposal.paidDeadlineDays and paidDeadlineLimitDays.
 */
function proposalDates(
  deps: ServiceDeps,
  body: z.output<typeof CreateProposalBody>,
  defaults: ProposalConfig,
  now: number,
): { deadline: number; paidDeadline: number | null } {
  if (body.depositCents == null) {
    const deadline = body.deadline ?? now + defaults.deadlineDays * DAY_MS;
    if (deadline <= now) throw invalid('body.deadline', 'The deadline must be in the future');
    return { deadline, paidDeadline: null };
  }
  if (!deps.payments) throw invalid('body.depositCents', 'Payments are not set up on this site: a proposal cannot ask for a deposit');
  const dates = paidProposalDates({ deadline: body.deadline, paidDeadline: body.paidDeadline }, defaults, now);
  if (!dates.ok)
    throw proposalsError('INVALID_PROPOSAL', `${dates.fieldErrors[0]!.field}: ${dates.fieldErrors[0]!.message}`, { fieldErrors: dates.fieldErrors });
  return { deadline: dates.deadline, paidDeadline: dates.paidDeadline };
}

async function withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) return work();
    throw error;
  }
}

export function getProposal(db: Db, viewer: Caller | null, by: { id: string } | { slug: string }): Promise<Proposal> {
  return proposalView(db, viewer, by);
}

/** GET /proposals: newest first; proposals of circles only for their members (all for staff). */
export async function listProposalPage(db: Db, viewer: Caller | null, query: z.output<typeof ProposalListQuery>): Promise<ProposalPage> {
  const visibleTo = proposalsVisibleTo(viewer);
  const rows = await listProposals(db, { circleId: query.circleId, status: query.status, visibleTo }, decodeCursor(query.exclusiveStartKey), query.limit);
  const last = rows.at(-1);
  return {
    data: rows.map(toProposalSummary),
    meta: { lastEvaluatedKey: rows.length === query.limit && last ? encodeCursor({ at: last.proposal.createdAt, id: last.proposal.id }) : null },
  };
}

/** GET /proposals/{id}/choices: the choices with their votes and the caller's vote. */
export async function listProposalChoices(db: Db, viewer: Caller | null, id: string): Promise<ProposalChoiceList> {
  await reach(db, viewer, { id });
  return { data: (await listChoices(db, id)).map(toProposalChoice), myVoteChoiceId: viewer ? await findVote(db, id, viewer.userId) : null };
}

/** POST /proposals/{id}/choices: its hosts add a choice while voting is open. */
export async function addProposalChoice(
  db: Db,
  viewer: Caller,
  id: string,
  body: z.output<typeof ProposalChoiceInput>,
  now = Date.now(),
): Promise<ProposalChoice> {
  return withTransaction(db, async (tx) => {
    await lockProposal(tx, id);
    const { found, standing } = await reach(tx, viewer, { id });
    requireProposalHost(viewer, found.proposal, standing, 'add choices');
    if (found.proposal.status !== 'OPEN' || found.proposal.deadline.getTime() <= now) throw closed('Voting on this proposal has closed');
    const existing = await listChoices(tx, id);
    if (existing.length >= MAX_PROPOSAL_CHOICES) throw invalid('body.label', `A proposal has at most ${MAX_PROPOSAL_CHOICES} choices`);
    const position = existing.reduce((max, choice) => Math.max(max, choice.position + 1), 0);
    const [row] = await insertChoices(tx, id, position, [choiceValues(body)]);
    return toProposalChoice({ ...row!, votes: 0 });
  });
}

/** PATCH /proposals/{id}/choices?choiceId=: the caller's one vote, made or moved, until the deadline. */
export async function vote(db: Db, viewer: Caller, id: string, choiceId: string, now = Date.now()): Promise<Proposal> {
  await withTransaction(db, async (tx) => {
    await lockProposal(tx, id);
    const { found, standing } = await reach(tx, viewer, { id });
    const { proposal } = found;
    const refusal = voteRefusal({ status: proposal.status, deadline: proposal.deadline.getTime(), circleId: proposal.circleId }, now, standing.inCircle);
    if (refusal === 'MEMBERS_ONLY') requireCircleVoter(proposal, standing);
    if (refusal === 'CLOSED') throw closed();
    if (refusal === 'DEADLINE_PASSED') throw closed('The deadline for voting has passed');
    const paid = proposal.depositCents !== null && (await lockLivePaymentOf(tx, id, viewer.userId))?.status === 'PAID';
    if (needsDepositToVote({ depositCents: proposal.depositCents, paidDeadline: proposal.paidDeadline?.getTime() ?? null }, paid, now)) {
      throw proposalsError('PROPOSAL_DEPOSIT_REQUIRED', 'The paid deadline has passed: only supporters who paid the deposit vote now');
    }
    if (!(await findChoice(tx, id, choiceId))) throw invalid('query.choiceId', 'This proposal has no such choice');
    await upsertVote(tx, id, viewer.userId, choiceId);
  });
  return proposalView(db, viewer, { id }, now);
}

/** POST /proposals/{id}/hosts: its owner (or staff) makes someone co-host; in a circle, one of its members. */
export async function addProposalHost(db: Db, viewer: Caller, id: string, body: AddProposalHostBody): Promise<Proposal> {
  await withTransaction(db, async (tx) => {
    const { found } = await reach(tx, viewer, { id });
    requireProposalOwner(viewer, found.proposal, 'choose its co-hosts');
    if (body.userId === found.proposal.ownerId) throw invalid('body.userId', 'The owner already hosts this proposal');
    if (!(await findUserSummary(tx, body.userId))) throw invalid('body.userId', 'Unknown user');
    if (found.proposal.circleId && !(await isCircleMember(tx, found.proposal.circleId, body.userId)))
      throw invalid('body.userId', 'Only a member of the circle can co-host');
    await insertHost(tx, id, body.userId);
  });
  return proposalView(db, viewer, { id });
}

/** Answers are taken while the proposal may still become a social. */
function requireAnswerable(proposal: ProposalRow): void {
  if (proposal.status !== 'OPEN' && proposal.status !== 'QUORUM_REACHED') throw closed();
}

/** POST /proposals/{id}/rsvps: the caller is interested (or not going), once; again changes the answer. */
export async function answerProposal(db: Db, viewer: Caller, id: string, body: z.output<typeof ProposalRsvpBody>): Promise<ProposalRsvp> {
  return withTransaction(db, async (tx) => {
    const { found, standing } = await reach(tx, viewer, { id });
    requireCircleVoter(found.proposal, standing);
    requireAnswerable(found.proposal);
    return toProposalRsvp(await upsertRsvp(tx, id, viewer.userId, body.status));
  });
}

/** PATCH /proposals/{id}/rsvps/{r}: the member changes their answer. */
export async function changeProposalAnswer(db: Db, viewer: Caller, id: string, rsvpId: string, body: z.output<typeof ProposalRsvpBody>): Promise<ProposalRsvp> {
  return withTransaction(db, async (tx) => {
    const { found } = await reach(tx, viewer, { id });
    const rsvp = await findRsvp(tx, id, rsvpId);
    if (!rsvp) throw proposalsError('NOT_FOUND', 'Answer not found');
    requireOwnRsvp(viewer, rsvp);
    requireAnswerable(found.proposal);
    return toProposalRsvp(await updateRsvpStatus(tx, rsvpId, body.status));
  });
}

/**
 * POST /proposals/{id}/terminate: its owner or staff end it while it is open or waiting to be
 * converted. Its confirmed deposits are refunded by jobs queued in the same transaction.
 */
export async function terminateProposal(deps: ServiceDeps, viewer: Caller, id: string): Promise<Proposal> {
  const sessions = await withTransaction(deps.db, async (tx) => {
    await lockProposal(tx, id);
    const { found } = await reach(tx, viewer, { id });
    requireProposalOwner(viewer, found.proposal, 'terminate it');
    if (!canTerminateProposal(found.proposal.status)) throw proposalsError('PROPOSAL_CANNOT_TERMINATE', 'This proposal has already ended');
    await setProposalStatus(tx, id, 'TERMINATED');
    return depositsOnEnd('TERMINATED') === 'REFUND' ? refundDeposits(tx, deps.jobs, id) : [];
  });
  await expireSessions(deps, sessions);
  return proposalView(deps.db, viewer, { id });
}

/** The start, end and venue of the social: the body's, else the winning choice's. */
function socialTiming(
  choice: { kind: string; label: string; eventAt: Date | null; eventEndAt: Date | null; venue: string | null },
  body: z.output<typeof ConvertProposalBody>,
  now: number,
) {
  const start = body.eventTimestamp ?? choice.eventAt?.getTime() ?? null;
  const errors: FieldError[] = [];
  if (start === null) errors.push({ field: 'body.eventTimestamp', message: 'The winning choice has no date: give the start' });
  else if (start <= now) errors.push({ field: 'body.eventTimestamp', message: 'The social must start in the future' });
  const end =
    body.eventEndTimestamp ??
    (body.eventTimestamp === undefined ? choice.eventEndAt?.getTime() : undefined) ??
    (start ?? 0) + DEFAULT_PROPOSAL_SOCIAL_LENGTH_MS;
  if (start !== null && end <= start) errors.push({ field: 'body.eventEndTimestamp', message: 'The social must end after it starts' });
  else if (end > MAX_TIMESTAMP) errors.push({ field: 'body.eventEndTimestamp', message: 'The social must end before the year 10000' });
  if (errors.length > 0) throw proposalsError('INVALID_PROPOSAL', errors[0]!.message, { fieldErrors: errors });
  const venue = body.venue !== undefined ? body.venue : (choice.venue ?? (choice.kind === 'VENUE' ? choice.label : null));
  return { eventTimestamp: start!, eventEndTimestamp: end, venue };
}

/**
 * POST /proposals/{id}/social: a host turns the winning choice into a social in one step, once
 * the quorum is reached (which ends the vote), and every voter of that choice who did not answer
 * "not going" gets an RSVP (going while seats last, then the waitlist). A paid proposal's RSVPs
 * go to the supporters whose deposit is confirmed, first paid first, whichever choice they voted
 * for: the deposit carries over as their RSVP (CONVERTED), and one that finds no seat is refunded.
 * One transaction: the social, the RSVPs, the deposits and the CONVERTED state commit together.
 */
export async function convertProposal(
  deps: ServiceDeps,
  viewer: Caller,
  id: string,
  body: z.output<typeof ConvertProposalBody>,
  now = Date.now(),
): Promise<Proposal> {
  const sessions = await withTransaction(deps.db, async (tx) => {
    await lockProposal(tx, id);
    const { found, standing } = await reach(tx, viewer, { id });
    const { proposal } = found;
    requireProposalHost(viewer, proposal, standing, 'turn it into a social');
    const voters = await countVoters(tx, id);
    if (!canConvertProposal(proposal.status, voters, proposal.quorum)) {
      if (proposal.status === 'OPEN' || proposal.status === 'CLOSED_NO_QUORUM') {
        throw proposalsError('PROPOSAL_NO_QUORUM', `This proposal needs ${proposal.quorum} voters to become a social; ${voters} voted`);
      }
      throw closed();
    }
    const winner = winningChoice(await listChoices(tx, id));
    if (!winner) throw proposalsError('PROPOSAL_NO_QUORUM', 'Nobody has voted for a choice yet');
    const timing = socialTiming(winner, body, now);
    // The social is the proposal owner's, whichever host converts it; its co-hosts are invited to co-host it.
    const socialOwner: Caller = { userId: proposal.ownerId, isAdmin: false };
    const inCircle = await ownerHostsInCircle(tx, proposal);
    const inTx: ServiceDeps = { ...deps, db: tx };
    const social = await createSocial(inTx, socialOwner, {
      title: proposal.title,
      description: proposal.description,
      timezone: proposal.timezone,
      ...timing,
      isPublic: body.isPublic,
      maxCapacity: proposal.maxCapacity,
      ...(inCircle ? { circleId: proposal.circleId } : {}),
      ...(standing.hostIds.length > 0 ? { hostIds: [...standing.hostIds] } : {}),
    });
    if (proposal.depositCents === null) {
      for (const userId of await listVotersOf(tx, id, winner.id)) await createRsvp(inTx, { userId, isAdmin: false }, social.id, {});
    } else {
      for (const payment of await listPaidPayments(tx, id)) {
        const rsvp = await createRsvp(inTx, { userId: payment.userId, isAdmin: false }, social.id, {});
        await carryDepositOver(tx, deps.jobs, payment, { id: rsvp.id, going: rsvp.status === 'APPROVED' || rsvp.status === 'PENDING' });
      }
    }
    await setProposalStatus(tx, id, 'CONVERTED', social.id);
    return expireOpenPayments(tx, id);
  });
  await expireSessions(deps, sessions);
  return proposalView(deps.db, viewer, { id }, now);
}
