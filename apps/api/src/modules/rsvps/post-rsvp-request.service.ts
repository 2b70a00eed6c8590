import {
  completedRsvpStatus,
  holdsSeat,
  isActiveRsvpStatus,
  type PostRsvpRequest,
  type PostRsvpRequestStatus,
  type SubmitPostRsvpRequestBody,
} from '@socials/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { postRsvpRequests, rsvps, type PostRsvpRequestRow, type RsvpRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/http-error';
import type { RequestAuth } from '../../http/plugins/auth';
import { findSocialRow, isHostOrStaff } from '../socials';

/** The RSVP behind a post-RSVP request, for its attendee, the hosts and staff; 404 for everyone else and for inactive RSVPs. */
async function findRequestRsvp(db: Db, viewer: RequestAuth, rsvpId: string) {
  const [rsvp] = await db.select().from(rsvps).where(eq(rsvps.id, rsvpId)).limit(1);
  const social = rsvp ? await findSocialRow(db, rsvp.socialId) : null;
  if (!rsvp || !social) throw notFound('Post-RSVP request not found');
  const hostOrStaff = isHostOrStaff(social, viewer);
  if (rsvp.userId !== viewer.userId && !hostOrStaff) throw notFound('Post-RSVP request not found');
  if (!isActiveRsvpStatus(rsvp.status) || (social.isDeleted && !hostOrStaff)) throw notFound('Post-RSVP request not found');
  return { rsvp, social };
}

function toPostRsvpRequest(rsvp: RsvpRow, row: PostRsvpRequestRow | undefined): PostRsvpRequest {
  return {
    id: rsvp.id,
    socialId: rsvp.socialId,
    status: row?.status ?? 'INITIAL',
    answers: row?.answers ?? [],
    submittedAt: row?.submittedAt?.getTime() ?? null,
  };
}

/** GET /socials/post-rsvp-request/{id}: the second-stage request of an RSVP; INITIAL until the attendee submits it. */
export async function getPostRsvpRequest(db: Db, viewer: RequestAuth, rsvpId: string): Promise<PostRsvpRequest> {
  const { rsvp } = await findRequestRsvp(db, viewer, rsvpId);
  const [row] = await db.select().from(postRsvpRequests).where(eq(postRsvpRequests.rsvpId, rsvpId)).limit(1);
  return toPostRsvpRequest(rsvp, row);
}

/** The request's status follows the RSVP's, as completedRsvpStatus would give it: reviewed, confirmed or waitlisted. */
const REQUEST_STATUS_BY_RSVP: Record<'PENDING' | 'APPROVED' | 'WAITLIST', PostRsvpRequestStatus> = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  WAITLIST: 'WAITLISTED',
};

/**
 * POST /socials/post-rsvp-request/{id}/submit: the attendee sends the second stage once. It goes
 * PENDING when the hosts review RSVPs, otherwise APPROVED while the RSVP holds a seat and
 * WAITLISTED when it does not.
 */
export async function submitPostRsvpRequest(db: Db, viewer: RequestAuth, rsvpId: string, body: SubmitPostRsvpRequestBody): Promise<PostRsvpRequest> {
  const { rsvp, social } = await findRequestRsvp(db, viewer, rsvpId);
  if (rsvp.userId !== viewer.userId) throw forbidden('Only the attendee can submit their request');
  const status = REQUEST_STATUS_BY_RSVP[completedRsvpStatus({ requiresApproval: social.requiresApproval, hasFreeSeat: holdsSeat(rsvp.status) })];
  const now = new Date();
  const [row] = await db
    .insert(postRsvpRequests)
    .values({ rsvpId, status, answers: body.answers, submittedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: postRsvpRequests.rsvpId,
      set: { status, answers: body.answers, submittedAt: now, updatedAt: now },
      setWhere: eq(postRsvpRequests.status, 'INITIAL'),
    })
    .returning();
  if (!row) throw conflict('This request was already submitted');
  return toPostRsvpRequest(rsvp, row);
}

