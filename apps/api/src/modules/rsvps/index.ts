export { mailRsvpChanges, mailSocialCancelled, sendEach, socialUrl } from './rsvp-mail';
export type { MailDeps, RsvpChange } from './rsvp-mail';
export { attendanceCounts, freeSeat, lockSocial, moveRsvp, promoteFromWaitlist, syncAttendanceProgress, takeSeat } from './rsvp-seats';
export type { Tx } from './rsvp-seats';
export { rsvpsRoutes } from './rsvps.routes';
export { assertValidAnswers, createRsvp, latestDraftOf } from './rsvps.service';
