import type { AppModule } from '../../app-module';
import { rsvpsJobs } from './rsvps.jobs';
import { RSVPS_ERROR_STATUSES } from './rsvps.errors';
import { rsvpsRoutes } from './rsvps.routes';
export { announceRsvpChanges } from './rsvp-changes';
export type { MailQueueDeps, RsvpChange } from './rsvp-mail';
export {
  attendanceCounts,
  awaitHostApproval,
  confirmPaidRsvp,
  freeSeat,
  isNoSeatLeft,
  lockSocial,
  moveRsvp,
  noSeatLeft,
  promoteFromWaitlist,
  syncAttendanceProgress,
  takeSeat,
} from './rsvp-seats';
export { findActiveRsvp, findRsvp, findRsvpOfSocial, latestDraftOf, lockRsvp, recordCancellationRefund } from './rsvps.repo';
export type { RsvpRow } from './rsvps.repo';
export { assertValidAnswers, createRsvp } from './rsvps.service';
export { rsvpApproved, rsvpEnded, rsvpSubmitted, socialSoldOut } from './rsvps.events';

export const rsvpsModule: AppModule = {
  name: 'rsvps',
  routes: rsvpsRoutes,
  jobs: rsvpsJobs,
  errorStatuses: RSVPS_ERROR_STATUSES,
};
