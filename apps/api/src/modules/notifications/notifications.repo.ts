import type { NewRsvpNotice } from '@socials/domain';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { approvalEmailAddenda, rsvpDigestItems, rsvps, socialHosts, socials, users, type SocialRow } from '../../db/schema';

export type { SocialRow };

/** Someone a notification goes to: the address and the name it greets. */
export interface MailContact {
  userId: string;
  email: string;
  firstName: string | null;
}

/** A host of a social (its owner or a co-host who accepted), with how they chose to hear of new RSVPs. */
export type HostContact = MailContact & { newRsvpNotice: NewRsvpNotice };

const contactColumns = { userId: users.id, email: users.email, firstName: users.firstName };

export async function findSocial(db: DbOrTx, socialId: string): Promise<SocialRow | null> {
  const [row] = await db.select().from(socials).where(eq(socials.id, socialId)).limit(1);
  return row ?? null;
}

export async function findUserContact(db: DbOrTx, userId: string): Promise<MailContact | null> {
  const [row] = await db.select(contactColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The owner and the accepted co-hosts of a social, the owner first. */
export async function listHostContacts(db: DbOrTx, socialId: string): Promise<HostContact[]> {
  const columns = { ...contactColumns, newRsvpNotice: users.newRsvpNotice };
  const [owner] = await db.select(columns).from(socials).innerJoin(users, eq(users.id, socials.ownerId)).where(eq(socials.id, socialId));
  const coHosts = await db
    .select(columns)
    .from(socialHosts)
    .innerJoin(users, eq(users.id, socialHosts.userId))
    .where(and(eq(socialHosts.socialId, socialId), eq(socialHosts.status, 'ACCEPTED')))
    .orderBy(asc(users.id));
  return owner ? [owner, ...coHosts.filter((host) => host.userId !== owner.userId)] : coHosts;
}

/** An RSVP with its attendee and its social. */
export async function findRsvpWithAttendee(db: DbOrTx, rsvpId: string) {
  const [row] = await db
    .select({
      rsvpId: rsvps.id,
      status: rsvps.status,
      attendee: { ...contactColumns, lastName: users.lastName, displayName: users.displayName },
      social: socials,
    })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .where(eq(rsvps.id, rsvpId))
    .limit(1);
  return row ?? null;
}

/** The guests going to a social (APPROVED), each with their RSVP. */
export function listGoingGuests(db: DbOrTx, socialId: string): Promise<(MailContact & { rsvpId: string })[]> {
  return db
    .select({ rsvpId: rsvps.id, ...contactColumns })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(and(eq(rsvps.socialId, socialId), eq(rsvps.status, 'APPROVED')))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
}

export async function findApprovalEmailAddendum(db: DbOrTx, socialId: string): Promise<string | null> {
  const [row] = await db
    .select({ addendum: approvalEmailAddenda.addendum })
    .from(approvalEmailAddenda)
    .where(eq(approvalEmailAddenda.socialId, socialId))
    .limit(1);
  return row?.addendum ?? null;
}

/** Sets the social's addendum; null removes it. */
export async function saveApprovalEmailAddendum(db: DbOrTx, socialId: string, addendum: string | null): Promise<void> {
  if (addendum === null) {
    await db.delete(approvalEmailAddenda).where(eq(approvalEmailAddenda.socialId, socialId));
    return;
  }
  await db
    .insert(approvalEmailAddenda)
    .values({ socialId, addendum })
    .onConflictDoUpdate({ target: approvalEmailAddenda.socialId, set: { addendum, updatedAt: new Date() } });
}

/** Keeps a new RSVP for the host's next digest (once, however often it is added). */
export async function addDigestItem(db: DbOrTx, hostId: string, rsvpId: string): Promise<void> {
  await db.insert(rsvpDigestItems).values({ hostId, rsvpId }).onConflictDoNothing();
}

/** The hosts with RSVPs submitted before `before` that no digest has told them of yet. */
export async function listHostsWithUndigestedItems(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ hostId: rsvpDigestItems.hostId })
    .from(rsvpDigestItems)
    .where(and(isNull(rsvpDigestItems.digestDay), lt(rsvpDigestItems.submittedAt, before)));
  return rows.map((row) => row.hostId);
}

/**
 * Marks the host's items submitted before `before` and not yet in a digest as being in the digest of
 * `day`, and returns their RSVP ids. One UPDATE: a second sweep at the same time waits for the
 * first's rows and then finds them taken, so each RSVP is in one digest only.
 */
export async function claimDigestItems(db: DbOrTx, hostId: string, day: string, before: Date): Promise<string[]> {
  const rows = await db
    .update(rsvpDigestItems)
    .set({ digestDay: day })
    .where(and(eq(rsvpDigestItems.hostId, hostId), isNull(rsvpDigestItems.digestDay), lt(rsvpDigestItems.submittedAt, before)))
    .returning({ rsvpId: rsvpDigestItems.rsvpId });
  return rows.map((row) => row.rsvpId);
}

/** What a digest lists of each RSVP: who, to which social, in which status now; by social, then time. */
export function listDigestLines(db: DbOrTx, rsvpIds: readonly string[]) {
  if (rsvpIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      rsvpId: rsvps.id,
      status: rsvps.status,
      createdAt: rsvps.createdAt,
      attendee: { firstName: users.firstName, lastName: users.lastName, displayName: users.displayName },
      social: { id: socials.id, title: socials.title, slug: socials.slug, isDeleted: socials.isDeleted, isCancelled: socials.isCancelled },
    })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .where(inArray(rsvps.id, [...rsvpIds]))
    .orderBy(asc(socials.eventAt), asc(socials.id), asc(rsvps.createdAt), sql`${rsvps.id}`);
}
