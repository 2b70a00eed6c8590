import { completedRsvpStatus, holdsSeat, type PostRsvpRequest, type PostRsvpRequestStatus, type SubmitPostRsvpRequestBody } from '@socials/domain';
import type { Db } from '../../core/db';
import type { Caller } from '../../core/caller';
import { findSocialRow } from '../socials';
import { findPostRsvpRequest, submitPostRsvpRequestOnce, type PostRsvpRequestRow } from './post-rsvp-requests.repo';
import { requireAttendee, requirePostRsvpRequestReader } from './rsvps.policy';
import { findRsvp, type RsvpRow } from './rsvps.repo';
import { rsvpsError } from './rsvps.errors';

/** The RSVP behind a post-RSVP request, for its attendee, the hosts and staff; 404 for everyone else and for inactive RSVPs. */
async function findRequestRsvp(db: Db, viewer: Caller, rsvpId: string) {
  const rsvp = await findRsvp(db, rsvpId);
  const social = rsvp ? await findSocialRow(db, rsvp.socialId) : null;
  if (!rsvp || !social) throw rsvpsError('NOT_FOUND', 'Post-RSVP request not found');
  requirePostRsvpRequestReader(viewer, social, rsvp);
  return { rsvp, social };
}

function toPostRsvpRequest(rsvp: RsvpRow, row: PostRsvpRequestRow | null): PostRsvpRequest {
  return {
    id: rsvp.id,
    socialId: rsvp.socialId,
    status: row?.status ?? 'INITIAL',
    answers: row?.answers ?? [],
    submittedAt: row?.submittedAt?.getTime() ?? null,
  };
}

/** GET /socials/post-rsvp-request/{id}: the second-stage request of an RSVP; INITIAL until the attendee submits it. */
export async function getPostRsvpRequest(db: Db, viewer: Caller, rsvpId: string): Promise<PostRsvpRequest> {
  const { rsvp } = await findRequestRsvp(db, viewer, rsvpId);
  return toPostRsvpRequest(rsvp, await findPostRsvpRequest(db, rsvpId));
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
export async function submitPostRsvpRequest(db: Db, viewer: Caller, rsvpId: string, body: SubmitPostRsvpRequestBody): Promise<PostRsvpRequest> {
  const { rsvp, social } = await findRequestRsvp(db, viewer, rsvpId);
  requireAttendee(viewer, rsvp, 'submit their request');
  const status = REQUEST_STATUS_BY_RSVP[completedRsvpStatus({ requiresApproval: social.requiresApproval, hasFreeSeat: holdsSeat(rsvp.status) })];
  const row = await submitPostRsvpRequestOnce(db, rsvpId, { status, answers: body.answers, at: new Date() });
  if (!row) throw rsvpsError('POST_RSVP_REQUEST_ALREADY_SUBMITTED', 'This request was already submitted');
  return toPostRsvpRequest(rsvp, row);
}
