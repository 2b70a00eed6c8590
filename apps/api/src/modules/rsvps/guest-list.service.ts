import {
  ATTENDEE_GRADE_LABELS,
  formatAnswer,
  formatZonedTimestamp,
  getDisplayName,
  rsvpStatusLabel,
  toCsv,
  type GuestList,
  type NestedQuestion,
} from '@socials/domain';
import type { Db } from '../../core/db';
import type { Caller } from '../../core/caller';
import { findVisibleSocial, requireSocialManager } from '../socials';
import { countRsvpsByStatus, listRsvpsForExport, listShownGuests } from './rsvps.repo';

/** RSVPs that count as going. */
const GOING = ['APPROVED', 'ATTENDED'] as const;
/** Enough faces for a "who's going" strip; the count says how many there are in all. */
const GUEST_LIST_MAX = 200;

/** GET /socials/{id}/homiesgoing: everyone sees how many are going; signed-in callers see who, except those who hid themselves. */
export async function guestList(db: Db, viewer: Caller | null, socialId: string): Promise<GuestList> {
  await findVisibleSocial(db, viewer, socialId);
  const total = (await countRsvpsByStatus(db, socialId, GOING)).reduce((sum, row) => sum + row.n, 0);
  if (!viewer) return { count: total, data: [] };
  return { count: total, data: await listShownGuests(db, socialId, GOING, GUEST_LIST_MAX) };
}

/**
 * POST /socials/{id}/rsvp-summary-csv: every RSVP with its answers, for the hosts and staff. It
 * reads like the guest list: the statuses and grades the host sees, times in the event's zone.
 */
export async function rsvpSummaryCsv(db: Db, viewer: Caller, socialId: string): Promise<string> {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireSocialManager(viewer, social, 'export its RSVPs');

  const rows = await listRsvpsForExport(db, socialId);
  const localTime = (date: Date | null) => (date ? formatZonedTimestamp(date.getTime(), social.timezone) : '');

  const questions = social.questionnaire.flatMap((question): NestedQuestion[] => [question, ...question.subQuestions.flatMap((group) => group.questions)]);
  const header = ['Name', 'First name', 'Last name', 'E-mail', 'Status', 'Grade', 'Ticket tier', 'RSVP at', 'Attended at', ...questions.map((q) => q.title)];
  const lines = rows.map(({ rsvp, email, user, tierName }) => {
    const answers = new Map(rsvp.answers.map((answer) => [answer.questionId, answer]));
    return [
      getDisplayName(user),
      user.firstName ?? '',
      user.lastName ?? '',
      email,
      rsvpStatusLabel(rsvp.status),
      ATTENDEE_GRADE_LABELS[rsvp.grade],
      tierName ?? '',
      localTime(rsvp.createdAt),
      localTime(rsvp.attendedAt),
      ...questions.map((question) => {
        const answer = answers.get(question.id);
        return answer ? formatAnswer(answer) : '';
      }),
    ];
  });
  return toCsv([header, ...lines]);
}
