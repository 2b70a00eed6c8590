import { defineEvent } from '../../core/jobs';

/** A member who pays for their membership left the circle, or a host removed them. */
export interface PaidMemberLeft {
  circleId: string;
  userId: string;
}

/**
 * Published in the transaction of the leaving: the paid memberships area stops the renewal at the
 * period's end (and tells the provider). One who left on their own stays a member until then.
 */
export const paidMemberLeft = defineEvent<PaidMemberLeft>('circles.paid-member-left');
