import { formatAnswer, getDisplayName, toCsv, type GuestList, type NestedQuestion } from '@socials/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { rsvps, ticketTiers, users } from '../../db/schema';
import type { RequestAuth } from '../../http/plugins/auth';
import { findVisibleSocial, requireSocialManager, userSummaryColumns } from '../socials';

/** RSVPs that count as going. */
const GOING = ['APPROVED', 'ATTENDED'] as const;
/** Enough faces for a "who's going" strip; the count says how many there are in all. */
const GUEST_LIST_MAX = 200;

/** GET /socials/{id}/homiesgoing: everyone sees how many are going; signed-in callers see who, except those who hid themselves. */
export async function guestList(db: Db, viewer: RequestAuth | null, socialId: string): Promise<GuestList> {
  await findVisibleSocial(db, viewer, socialId);
  const going = and(eq(rsvps.socialId, socialId), inArray(rsvps.status, [...GOING]));
  const [total] = await db.select({ n: count() }).from(rsvps).where(going);
  if (!viewer) return { count: total?.n ?? 0, data: [] };
  const shown = await db
    .select(userSummaryColumns)
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(and(going, eq(rsvps.hideFromGuestList, false)))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id))
    .limit(GUEST_LIST_MAX);
  return { count: total?.n ?? 0, data: shown };
}

const isoOrEmpty = (date: Date | null) => date?.toISOString() ?? '';

/** POST /socials/{id}/rsvp-summary-csv: every RSVP with its answers, for the hosts and staff. */
export async function rsvpSummaryCsv(db: Db, viewer: RequestAuth, socialId: string): Promise<string> {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireSocialManager(viewer, social, 'export its RSVPs');

  const rows = await db
    .select({ rsvp: rsvps, email: users.email, user: userSummaryColumns, tierName: ticketTiers.name })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .leftJoin(ticketTiers, eq(ticketTiers.id, rsvps.ticketTierId))
    .where(eq(rsvps.socialId, socialId))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));

  const questions = social.questionnaire.flatMap((question): NestedQuestion[] => [question, ...question.subQuestions.flatMap((group) => group.questions)]);
  const header = ['Name', 'First name', 'Last name', 'E-mail', 'Status', 'Grade', 'Ticket tier', 'RSVP at', 'Attended at', ...questions.map((q) => q.title)];
  const lines = rows.map(({ rsvp, email, user, tierName }) => {
    const answers = new Map(rsvp.answers.map((answer) => [answer.questionId, answer]));
    return [
      getDisplayName(user),
      user.firstName ?? '',
      user.lastName ?? '',
      email,
      rsvp.status,
      rsvp.grade,
      tierName ?? '',
      rsvp.createdAt.toISOString(),
      isoOrEmpty(rsvp.attendedAt),
      ...questions.map((question) => {
        const answer = answers.get(question.id);
        return answer ? formatAnswer(answer) : '';
      }),
    ];
  });
  return toCsv([header, ...lines]);
}
