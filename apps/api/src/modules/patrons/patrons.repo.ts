import { LISTED_APPROVAL_STATUSES, type PatronAutomationStatus, type PatronQuestionStatus, type RsvpStatus } from '@socials/domain';
import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import {
  invoiceNumberCounters,
  patronInvoices,
  patronMembers,
  patronQuestions,
  patrons,
  patronSharePreferences,
  patronSponsorships,
  rsvps,
  socials,
  users,
  type PatronInvoiceRow,
  type PatronQuestionRow,
  type PatronRow,
} from '../../db/schema';

export type { PatronInvoiceRow, PatronQuestionRow, PatronRow };

/** RSVPs that count as going to a sponsored social. */
const GOING: RsvpStatus[] = ['APPROVED', 'ATTENDED'];

export async function listPatrons(db: DbOrTx): Promise<PatronRow[]> {
  return db.select().from(patrons).orderBy(asc(patrons.name), asc(patrons.id));
}

export async function findPatron(db: DbOrTx, by: { id: string } | { code: string }): Promise<PatronRow | null> {
  const [row] = await db
    .select()
    .from(patrons)
    .where('id' in by ? eq(patrons.id, by.id) : eq(patrons.code, by.code))
    .limit(1);
  return row ?? null;
}

/** The patrons among these ids (unknown ids left out). */
export function findPatronsByIds(db: DbOrTx, ids: readonly string[]): Promise<PatronRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(patrons)
    .where(inArray(patrons.id, [...ids]));
}

export async function insertPatron(db: DbOrTx, values: typeof patrons.$inferInsert): Promise<PatronRow> {
  const [row] = await db.insert(patrons).values(values).returning();
  if (!row) throw new Error('The patron insert returned no row');
  return row;
}

export async function updatePatron(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<PatronRow, 'name' | 'description' | 'logoUrl' | 'websiteUrl' | 'automationStatus'>>,
): Promise<void> {
  await db
    .update(patrons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(patrons.id, id));
}

export async function setAutomationStatus(db: DbOrTx, id: string, status: PatronAutomationStatus): Promise<void> {
  await updatePatron(db, id, { automationStatus: status });
}

/** Locks the patron's row until the transaction ends (one regeneration at a time). */
export async function lockPatron(db: DbOrTx, id: string): Promise<PatronRow | null> {
  const [row] = await db.select().from(patrons).where(eq(patrons.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function isPatronMember(db: DbOrTx, patronId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: patronMembers.userId })
    .from(patronMembers)
    .where(and(eq(patronMembers.patronId, patronId), eq(patronMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The ids of the patrons `userId` acts for. */
export async function patronIdsOfMember(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db.select({ patronId: patronMembers.patronId }).from(patronMembers).where(eq(patronMembers.userId, userId));
  return new Set(rows.map((row) => row.patronId));
}

export async function listPatronsOfMember(db: DbOrTx, userId: string): Promise<PatronRow[]> {
  const rows = await db
    .select({ patron: patrons })
    .from(patronMembers)
    .innerJoin(patrons, eq(patrons.id, patronMembers.patronId))
    .where(eq(patronMembers.userId, userId))
    .orderBy(asc(patrons.name));
  return rows.map((row) => row.patron);
}

export async function addPatronMember(db: DbOrTx, patronId: string, userId: string): Promise<void> {
  await db.insert(patronMembers).values({ patronId, userId }).onConflictDoNothing();
}

export async function listPatronMembers(db: DbOrTx, patronId: string) {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName })
    .from(patronMembers)
    .innerJoin(users, eq(users.id, patronMembers.userId))
    .where(eq(patronMembers.patronId, patronId))
    .orderBy(asc(patronMembers.createdAt), asc(users.id));
}

/** A social that exists and is not deleted (what a patron may sponsor). */
export async function socialExists(db: DbOrTx, socialId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: socials.id })
    .from(socials)
    .where(and(eq(socials.id, socialId), eq(socials.isDeleted, false)))
    .limit(1);
  return row !== undefined;
}

export async function addSponsorship(db: DbOrTx, patronId: string, socialId: string): Promise<void> {
  await db.insert(patronSponsorships).values({ patronId, socialId }).onConflictDoNothing();
}

const sponsoredSocialColumns = {
  id: socials.id,
  slug: socials.slug,
  title: socials.title,
  eventAt: socials.eventAt,
  timezone: socials.timezone,
  tags: socials.tags,
};
export type SponsoredSocialRow = { id: string; slug: string; title: string; eventAt: Date; timezone: string; tags: string[] };

/** Listed publicly: public, approved, open to all, neither deleted nor cancelled. */
const listed = () =>
  and(
    eq(socials.isPublic, true),
    eq(socials.communityOnly, false),
    eq(socials.isDeleted, false),
    eq(socials.isCancelled, false),
    inArray(socials.publicApprovalStatus, [...LISTED_APPROVAL_STATUSES]),
  );

/** The socials the patron sponsors, soonest first: all but deleted ones, or (upcomingAfter) only listed ones not yet over. */
export async function listSponsoredSocials(db: DbOrTx, patronId: string, options: { upcomingAfter?: Date } = {}): Promise<SponsoredSocialRow[]> {
  const where = [eq(patronSponsorships.patronId, patronId), eq(socials.isDeleted, false)];
  if (options.upcomingAfter) where.push(listed()!, gt(socials.eventEndAt, options.upcomingAfter));
  return db
    .select(sponsoredSocialColumns)
    .from(patronSponsorships)
    .innerJoin(socials, eq(socials.id, patronSponsorships.socialId))
    .where(and(...where))
    .orderBy(options.upcomingAfter ? asc(socials.eventAt) : desc(socials.eventAt), asc(socials.id))
    .limit(200);
}

export async function listPatronsOfSocial(db: DbOrTx, socialId: string): Promise<PatronRow[]> {
  const rows = await db
    .select({ patron: patrons })
    .from(patronSponsorships)
    .innerJoin(patrons, eq(patrons.id, patronSponsorships.patronId))
    .where(eq(patronSponsorships.socialId, socialId))
    .orderBy(asc(patrons.name));
  return rows.map((row) => row.patron);
}

/**
 * The next invoice number of `year`: one upsert on the year's counter row, so concurrent invoices
 * queue on that row and each gets its own number, with no gaps unless a transaction rolls back.
 */
export async function allocateInvoiceSequence(db: DbOrTx, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceNumberCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({ target: invoiceNumberCounters.year, set: { lastSequence: sql`${invoiceNumberCounters.lastSequence} + 1` } })
    .returning({ lastSequence: invoiceNumberCounters.lastSequence });
  if (!row) throw new Error('The invoice counter upsert returned no row');
  return row.lastSequence;
}

export async function insertInvoice(db: DbOrTx, values: typeof patronInvoices.$inferInsert): Promise<PatronInvoiceRow> {
  const [row] = await db.insert(patronInvoices).values(values).returning();
  if (!row) throw new Error('The invoice insert returned no row');
  return row;
}

export async function listInvoices(db: DbOrTx, patronId: string): Promise<PatronInvoiceRow[]> {
  return db.select().from(patronInvoices).where(eq(patronInvoices.patronId, patronId)).orderBy(desc(patronInvoices.issuedAt), desc(patronInvoices.sequence));
}

export async function findInvoice(db: DbOrTx, patronId: string, invoiceId: string): Promise<PatronInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(patronInvoices)
    .where(and(eq(patronInvoices.id, invoiceId), eq(patronInvoices.patronId, patronId)))
    .limit(1);
  return row ?? null;
}

/** The invoice, locked until the transaction ends: status changes of one invoice happen one after the other. */
export async function lockInvoice(tx: DbOrTx, patronId: string, invoiceId: string): Promise<PatronInvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(patronInvoices)
    .where(and(eq(patronInvoices.id, invoiceId), eq(patronInvoices.patronId, patronId)))
    .for('update');
  return row ?? null;
}

export async function setInvoiceStatus(db: DbOrTx, invoiceId: string, status: PatronInvoiceRow['status']): Promise<PatronInvoiceRow> {
  const [row] = await db.update(patronInvoices).set({ status }).where(eq(patronInvoices.id, invoiceId)).returning();
  if (!row) throw new Error('The invoice update returned no row');
  return row;
}

/** Going and checked-in counts of each social. */
export async function countAttendance(db: DbOrTx, socialIds: readonly string[]): Promise<Map<string, { going: number; checkedIn: number }>> {
  if (socialIds.length === 0) return new Map();
  const rows = await db
    .select({
      socialId: rsvps.socialId,
      going: sql<number>`count(*)`.mapWith(Number),
      checkedIn: sql<number>`count(*) filter (where ${rsvps.attendedAt} is not null)`.mapWith(Number),
    })
    .from(rsvps)
    .where(and(inArray(rsvps.socialId, [...socialIds]), inArray(rsvps.status, GOING)))
    .groupBy(rsvps.socialId);
  return new Map(rows.map((row) => [row.socialId, { going: row.going, checkedIn: row.checkedIn }]));
}

/** The going guests of these socials who chose to share their name and headline with patrons. */
export async function listSharingAttendees(db: DbOrTx, socialIds: readonly string[]) {
  if (socialIds.length === 0) return [];
  return db
    .select({
      socialId: rsvps.socialId,
      attendedAt: rsvps.attendedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      curPosition: users.curPosition,
      curAcademic: users.curAcademic,
    })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .innerJoin(patronSharePreferences, eq(patronSharePreferences.userId, rsvps.userId))
    .where(and(inArray(rsvps.socialId, [...socialIds]), inArray(rsvps.status, GOING), eq(patronSharePreferences.shareWithPatrons, true)))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
}

export async function listQuestions(db: DbOrTx, filter: { patronId?: string; status?: PatronQuestionStatus }): Promise<PatronQuestionRow[]> {
  const where = [];
  if (filter.patronId) where.push(eq(patronQuestions.patronId, filter.patronId));
  if (filter.status) where.push(eq(patronQuestions.status, filter.status));
  return db
    .select()
    .from(patronQuestions)
    .where(and(...where))
    .orderBy(asc(patronQuestions.createdAt), asc(patronQuestions.text))
    .limit(500);
}

export async function findQuestion(db: DbOrTx, patronId: string, questionId: string): Promise<PatronQuestionRow | null> {
  const [row] = await db
    .select()
    .from(patronQuestions)
    .where(and(eq(patronQuestions.id, questionId), eq(patronQuestions.patronId, patronId)))
    .limit(1);
  return row ?? null;
}

export async function setQuestionStatus(db: DbOrTx, questionId: string, status: PatronQuestionStatus, moderatedById: string): Promise<PatronQuestionRow> {
  const [row] = await db.update(patronQuestions).set({ status, moderatedById }).where(eq(patronQuestions.id, questionId)).returning();
  if (!row) throw new Error('The question update returned no row');
  return row;
}

/**
 * The patron's pending questions become `texts`: pending ones no longer asked go, new ones come in
 * pending, and questions staff already approved or rejected stay as they are.
 */
export async function replacePendingQuestions(db: DbOrTx, patronId: string, texts: readonly string[]): Promise<void> {
  const stale = [eq(patronQuestions.patronId, patronId), eq(patronQuestions.status, 'PENDING')];
  await db.delete(patronQuestions).where(and(...stale, ...(texts.length > 0 ? [notInArray(patronQuestions.text, [...texts])] : [])));
  // A millisecond apart, so that the bank lists them in the order they were written.
  const now = Date.now();
  if (texts.length > 0)
    await db
      .insert(patronQuestions)
      .values(texts.map((text, i) => ({ patronId, text, createdAt: new Date(now + i) })))
      .onConflictDoNothing();
}

export async function findSharePreference(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ share: patronSharePreferences.shareWithPatrons })
    .from(patronSharePreferences)
    .where(eq(patronSharePreferences.userId, userId))
    .limit(1);
  return row?.share ?? false;
}

export async function saveSharePreference(db: DbOrTx, userId: string, share: boolean): Promise<void> {
  const now = new Date();
  await db
    .insert(patronSharePreferences)
    .values({ userId, shareWithPatrons: share, updatedAt: now })
    .onConflictDoUpdate({ target: patronSharePreferences.userId, set: { shareWithPatrons: share, updatedAt: now } });
}

/** For the matrix: the stored state of a patron with its members, invoices and questions. */
export async function findPatronState(db: DbOrTx, patronId: string) {
  const patron = await findPatron(db, { id: patronId });
  if (!patron) return null;
  const members = await db
    .select({ userId: patronMembers.userId })
    .from(patronMembers)
    .where(eq(patronMembers.patronId, patronId))
    .orderBy(asc(patronMembers.userId));
  const sponsored = await db
    .select({ socialId: patronSponsorships.socialId })
    .from(patronSponsorships)
    .where(eq(patronSponsorships.patronId, patronId))
    .orderBy(asc(patronSponsorships.socialId));
  const invoices = await db.select({ id: patronInvoices.id }).from(patronInvoices).where(eq(patronInvoices.patronId, patronId)).orderBy(asc(patronInvoices.id));
  const questions = await db
    .select({ id: patronQuestions.id, status: patronQuestions.status })
    .from(patronQuestions)
    .where(eq(patronQuestions.patronId, patronId))
    .orderBy(asc(patronQuestions.id));
  return { patron, members, sponsored, invoices, questions };
}

/** For the matrix: a user's stored sharing choice. */
export async function findSharePreferenceRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(patronSharePreferences).where(eq(patronSharePreferences.userId, userId)).limit(1);
  return row ?? null;
}
