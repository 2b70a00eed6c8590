import type { PublicApprovalStatus } from '@socials/domain';
import { defineEvent } from '../../core/jobs';

/** A social was cancelled (once): its guests are told and refunded by the modules that hold them. */
export const socialCancelled = defineEvent<{ socialId: string }>('social.cancelled');

/** A social was created or its start moved: what depends on the start (guests' reminders) follows `eventTimestamp`. */
export const socialScheduled = defineEvent<{ socialId: string; eventTimestamp: number }>('social.scheduled');

/** Staff decided a public social's approval status, with their reason (required to decline or ask for revision): its host is told. */
export const publicApprovalDecided = defineEvent<{ socialId: string; status: PublicApprovalStatus; reason: string | null }>('social.public-approval-decided');

/** A social's capacity, tiers or promotion mode changed: seats may have opened for the waitlist. */
export const socialSeatsChanged = defineEvent<{ socialId: string }>('social.seats-changed');
