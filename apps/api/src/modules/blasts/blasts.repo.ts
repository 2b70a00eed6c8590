import type { BlastAudienceFilter, BlastAudienceScope, BlastChannel, BlastMessageStatus, BlastStatus, RsvpStatus } from '@socials/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { blastOptOuts, blastRecipients, blasts, circleMembers, hostSubscriptions, rsvps, users, type BlastRecipientRow, type BlastRow } from '../../db/schema';

export type { BlastRecipientRow, BlastRow };
export type NewBlastRow = typeof blasts.$inferInsert;
export type BlastChanges = Partial<Pick<NewBlastRow, 'subject' | 'body' | 'audience' | 'scheduledAt' | 'status'>>;

/** Who a blast may go to, before their address is checked: the person and how to reach them. */
export interface AudienceMember {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  email: string;
  phone: string | null;
}

/** Where an audience is drawn from: a social's guests, a host's followers, or a circle's active members (or only its hosts). */
export type AudienceSource =
  | { kind: 'social'; socialId: string; filter: BlastAudienceFilter }
  | { kind: 'subscribers'; hostId: string }
  | { kind: 'circle'; circleId: string; scope: BlastAudienceScope };

/** RSVP statuses that mean "is coming" for the cross-social filters. */
const COMING = ['APPROVED', 'ATTENDED', 'PENDING', 'WAITLIST'] as const;

/** "+1" and "415 555 0100" → "+14155550100"; null when either part is missing. */
const phoneOf = sql<string | null>`case when ${users.phoneCountryCode} is not null and ${users.phoneNumber} is not null
  then '+' || regexp_replace(${users.phoneCountryCode} || ${users.phoneNumber}, '[^0-9]', '', 'g') end`;

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  email: users.email,
  phone: phoneOf.as('phone'),
};

/** The guests of a social that the filter picks (RSVP statuses, check-in, tiers, grades, people, other socials). */
function socialGuestsWhere(socialId: string, filter: BlastAudienceFilter): SQL {
  const statuses = filter.statuses.flatMap((status) => (status === 'APPROVED' ? ['APPROVED', 'ATTENDED'] : [status]));
  const conditions: (SQL | undefined)[] = [eq(rsvps.socialId, socialId), inArray(rsvps.status, statuses as RsvpStatus[])];
  if (filter.attendance === 'CHECKED_IN') conditions.push(isNotNull(rsvps.attendedAt));
  if (filter.attendance === 'NO_SHOW') conditions.push(isNull(rsvps.attendedAt));
  if (filter.tierIds.length > 0) conditions.push(inArray(rsvps.ticketTierId, filter.tierIds));
  if (filter.grades.length > 0) conditions.push(inArray(rsvps.grade, filter.grades));
  if (filter.userIds.length > 0) conditions.push(inArray(rsvps.userId, filter.userIds));
  if (filter.crossSocial) {
    const { socialIds } = filter.crossSocial;
    const comingTo = sql`(select count(distinct other.social_id) from rsvps other
      where other.user_id = ${rsvps.userId} and other.social_id in (${sql.join(
        socialIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and other.status in (${sql.join(
        COMING.map((s) => sql`${s}`),
        sql`, `,
      )}))`;
    conditions.push(filter.crossSocial.filter === 'NOT_RSVP_TO_ANY' ? sql`${comingTo} = 0` : sql`${comingTo} = ${new Set(socialIds).size}`);
  }
  return and(...conditions)!;
}

/** Nobody who unsubscribed from this organizer, or from every blast. */
function notOptedOut(db: DbOrTx, organizerId: string): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(blastOptOuts)
      .where(and(eq(blastOptOuts.userId, users.id), or(eq(blastOptOuts.organizerId, organizerId), isNull(blastOptOuts.organizerId)))),
  );
}

/** Has an address for the channel. */
function reachableBy(channel: BlastChannel): SQL {
  return channel === 'EMAIL' ? sql`true` : sql`${phoneOf} is not null`;
}

/** The audience's people (all of them: opted out or not), as a query to narrow further. */
function audienceQuery(db: DbOrTx, source: AudienceSource, where: SQL) {
  if (source.kind === 'social') {
    return db
      .select(memberColumns)
      .from(rsvps)
      .innerJoin(users, eq(users.id, rsvps.userId))
      .where(and(socialGuestsWhere(source.socialId, source.filter), eq(users.isValid, true), where))
      .orderBy(asc(rsvps.createdAt), asc(users.id));
  }
  if (source.kind === 'circle') {
    // Active members only: those who asked, were invited, lapsed or left are not in the circle.
    const scope = source.scope === 'HOSTS_ONLY' ? inArray(circleMembers.role, ['owner', 'host']) : undefined;
    return db
      .select(memberColumns)
      .from(circleMembers)
      .innerJoin(users, eq(users.id, circleMembers.userId))
      .where(and(eq(circleMembers.circleId, source.circleId), eq(circleMembers.status, 'ACTIVE'), scope, eq(users.isValid, true), where))
      .orderBy(asc(circleMembers.joinedAt), asc(users.id));
  }
  return db
    .select(memberColumns)
    .from(hostSubscriptions)
    .innerJoin(users, eq(users.id, hostSubscriptions.userId))
    .where(and(eq(hostSubscriptions.hostId, source.hostId), eq(users.isValid, true), where))
    .orderBy(asc(hostSubscriptions.createdAt), asc(users.id));
}

/** How many the audience has in all, how many of them the blast reaches, and the first few it reaches. */
export async function previewAudience(
  db: DbOrTx,
  source: AudienceSource,
  channel: BlastChannel,
  organizerId: string,
  sampleSize: number,
): Promise<{ all: number; reached: number; sample: AudienceMember[] }> {
  const reachable = and(notOptedOut(db, organizerId), reachableBy(channel))!;
  const [all, reached, sample] = await Promise.all([
    db.$count(audienceQuery(db, source, sql`true`).as('audience')),
    db.$count(audienceQuery(db, source, reachable).as('audience')),
    audienceQuery(db, source, reachable).limit(sampleSize),
  ]);
  return { all, reached, sample };
}

/** The one audience member with this id, reachable or not (whose values a preview fills in). */
export async function findAudienceMember(db: DbOrTx, source: AudienceSource, userId: string): Promise<AudienceMember | null> {
  const [member] = await audienceQuery(db, source, eq(users.id, userId)).limit(1);
  return member ?? null;
}

export async function findUserAsMember(db: DbOrTx, userId: string): Promise<AudienceMember | null> {
  const [member] = await db.select(memberColumns).from(users).where(eq(users.id, userId)).limit(1);
  return member ?? null;
}

/**
 * Fixes the blast's recipients: everyone the audience reaches now, numbered from 1 in sending
 * order, in one statement. A second call adds nobody twice. Returns how many there are.
 */
export async function insertRecipients(tx: DbOrTx, blast: BlastRow, source: AudienceSource): Promise<number> {
  const audience = audienceQuery(tx, source, and(notOptedOut(tx, blast.organizerId), reachableBy(blast.channel))!).as('audience');
  const address = blast.channel === 'EMAIL' ? sql`${audience.email}` : sql`${audience.phone}`;
  await tx.execute(sql`
    insert into blast_recipients (blast_id, user_id, address, position)
    select ${blast.id}::uuid, ${audience.userId}, ${address}, row_number() over ()
    from ${audience}
    on conflict do nothing`);
  return tx.$count(blastRecipients, eq(blastRecipients.blastId, blast.id));
}

export async function insertBlast(db: DbOrTx, values: NewBlastRow): Promise<BlastRow> {
  const [row] = await db.insert(blasts).values(values).returning();
  return row!;
}

export async function findBlast(db: DbOrTx, id: string): Promise<BlastRow | null> {
  const [row] = await db.select().from(blasts).where(eq(blasts.id, id)).limit(1);
  return row ?? null;
}

/** The blast, locked until the transaction ends (sending, editing and cancelling take turns). */
export async function lockBlast(tx: DbOrTx, id: string): Promise<BlastRow | null> {
  const [row] = await tx.select().from(blasts).where(eq(blasts.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateBlast(db: DbOrTx, id: string, changes: BlastChanges & { startedAt?: Date; finishedAt?: Date }): Promise<BlastRow> {
  const [row] = await db
    .update(blasts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(blasts.id, id))
    .returning();
  return row!;
}

/** A social's or a circle's blasts (or the sender's own to their subscribers), newest first; scheduled ones only when asked. */
export function listBlasts(
  db: DbOrTx,
  where: { socialId: string } | { circleId: string } | { senderId: string },
  statuses?: readonly BlastStatus[],
  limit = 100,
): Promise<BlastRow[]> {
  const owner =
    'socialId' in where
      ? eq(blasts.socialId, where.socialId)
      : 'circleId' in where
        ? eq(blasts.circleId, where.circleId)
        : and(eq(blasts.senderId, where.senderId), eq(blasts.source, 'HOST_SUBSCRIBERS'));
  return db
    .select()
    .from(blasts)
    .where(and(owner, statuses ? inArray(blasts.status, [...statuses]) : undefined))
    .orderBy(desc(blasts.createdAt))
    .limit(limit);
}

/** Per blast, how many recipients are in each status. */
export async function countRecipientsByStatus(db: DbOrTx, blastIds: readonly string[]): Promise<Map<string, Record<BlastMessageStatus, number>>> {
  const counts = new Map<string, Record<BlastMessageStatus, number>>();
  if (blastIds.length === 0) return counts;
  const rows = await db
    .select({ blastId: blastRecipients.blastId, status: blastRecipients.status, n: count() })
    .from(blastRecipients)
    .where(inArray(blastRecipients.blastId, [...blastIds]))
    .groupBy(blastRecipients.blastId, blastRecipients.status);
  for (const row of rows) {
    const entry = counts.get(row.blastId) ?? { INPROGRESS: 0, SENT: 0, FAILED: 0, CANCELED: 0 };
    entry[row.status] = row.n;
    counts.set(row.blastId, entry);
  }
  return counts;
}

export type RecipientWithName = BlastRecipientRow & { firstName: string | null; lastName: string | null; displayName: string | null };

/** A blast's recipients in sending order, with their names, from position `after` on. */
export function listRecipients(db: DbOrTx, blastId: string, after: number, limit: number): Promise<RecipientWithName[]> {
  return db
    .select({ ...blastRecipientColumns, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName })
    .from(blastRecipients)
    .innerJoin(users, eq(users.id, blastRecipients.userId))
    .where(and(eq(blastRecipients.blastId, blastId), sql`${blastRecipients.position} > ${after}`))
    .orderBy(asc(blastRecipients.position))
    .limit(limit);
}

const blastRecipientColumns = {
  id: blastRecipients.id,
  blastId: blastRecipients.blastId,
  userId: blastRecipients.userId,
  address: blastRecipients.address,
  position: blastRecipients.position,
  status: blastRecipients.status,
  attempts: blastRecipients.attempts,
  error: blastRecipients.error,
  providerMessageId: blastRecipients.providerMessageId,
  sentAt: blastRecipients.sentAt,
};

/** The recipients of positions from..to still waiting to be sent, with what their message needs. */
export function listUnsentRecipients(db: DbOrTx, blastId: string, from: number, to: number): Promise<(BlastRecipientRow & AudienceMember)[]> {
  return db
    .select({ ...blastRecipientColumns, ...memberColumns, userId: blastRecipients.userId })
    .from(blastRecipients)
    .innerJoin(users, eq(users.id, blastRecipients.userId))
    .where(
      and(
        eq(blastRecipients.blastId, blastId),
        gte(blastRecipients.position, from),
        lte(blastRecipients.position, to),
        eq(blastRecipients.status, 'INPROGRESS'),
      ),
    )
    .orderBy(asc(blastRecipients.position));
}

/** Records one delivery attempt; only a recipient still in progress changes (a cancelled one stays cancelled). */
export async function recordDelivery(
  db: DbOrTx,
  recipientId: string,
  outcome: { status: BlastMessageStatus; error?: string | null; providerMessageId?: string | null },
): Promise<void> {
  await db
    .update(blastRecipients)
    .set({
      status: outcome.status,
      attempts: sql`${blastRecipients.attempts} + 1`,
      error: outcome.error ?? null,
      providerMessageId: outcome.providerMessageId ?? null,
      sentAt: outcome.status === 'SENT' ? new Date() : null,
    })
    .where(and(eq(blastRecipients.id, recipientId), eq(blastRecipients.status, 'INPROGRESS')));
}

/** Recipients not yet sent will not be: a blast called off in the middle. */
export async function cancelUnsentRecipients(db: DbOrTx, blastId: string): Promise<void> {
  await db
    .update(blastRecipients)
    .set({ status: 'CANCELED' })
    .where(and(eq(blastRecipients.blastId, blastId), eq(blastRecipients.status, 'INPROGRESS')));
}

/** A sending blast with nobody left in progress is done; returns whether this call finished it. */
export async function finishBlastIfDone(db: DbOrTx, blastId: string): Promise<boolean> {
  const waiting = db
    .select({ one: sql`1` })
    .from(blastRecipients)
    .where(and(eq(blastRecipients.blastId, blastId), eq(blastRecipients.status, 'INPROGRESS')));
  const done = await db
    .update(blasts)
    .set({ status: 'SENT', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(blasts.id, blastId), eq(blasts.status, 'SENDING'), notExists(waiting)))
    .returning({ id: blasts.id });
  return done.length > 0;
}

/** The person stops getting this organizer's blasts (organizerId null: every blast). */
export async function insertOptOut(db: DbOrTx, userId: string, organizerId: string | null): Promise<void> {
  await db.insert(blastOptOuts).values({ userId, organizerId }).onConflictDoNothing();
}

/** Opted out of this organizer's blasts (or of every blast); organizerId null asks only about "every blast". */
export async function hasOptedOut(db: DbOrTx, userId: string, organizerId: string | null): Promise<boolean> {
  const scope = organizerId ? or(eq(blastOptOuts.organizerId, organizerId), isNull(blastOptOuts.organizerId)) : isNull(blastOptOuts.organizerId);
  const n = await db.$count(blastOptOuts, and(eq(blastOptOuts.userId, userId), scope));
  return n > 0;
}

/** The organizer's name for messages and the unsubscribe page. */
export async function findUserName(
  db: DbOrTx,
  userId: string,
): Promise<{ firstName: string | null; lastName: string | null; displayName: string | null; email: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Everyone following the host, oldest first, with when they started following. */
export function listSubscribers(db: DbOrTx, hostId: string, limit: number, offset: number) {
  return db
    .select({ ...memberColumns, subscribedAt: hostSubscriptions.createdAt })
    .from(hostSubscriptions)
    .innerJoin(users, eq(users.id, hostSubscriptions.userId))
    .where(eq(hostSubscriptions.hostId, hostId))
    .orderBy(asc(hostSubscriptions.createdAt), asc(users.id))
    .limit(limit)
    .offset(offset);
}

export function countSubscribers(db: DbOrTx, hostId: string): Promise<number> {
  return db.$count(hostSubscriptions, eq(hostSubscriptions.hostId, hostId));
}

export async function insertSubscriptions(db: DbOrTx, userId: string, hostIds: readonly string[]): Promise<void> {
  if (hostIds.length === 0) return;
  await db
    .insert(hostSubscriptions)
    .values(hostIds.map((hostId) => ({ userId, hostId })))
    .onConflictDoNothing();
}

/** Following a host again takes back an earlier "stop sending me these" for that host. */
export async function deleteOptOut(db: DbOrTx, userId: string, organizerIds: readonly string[]): Promise<void> {
  if (organizerIds.length === 0) return;
  await db.delete(blastOptOuts).where(and(eq(blastOptOuts.userId, userId), inArray(blastOptOuts.organizerId, [...organizerIds])));
}

export async function deleteSubscription(db: DbOrTx, userId: string, hostId: string): Promise<void> {
  await db.delete(hostSubscriptions).where(and(eq(hostSubscriptions.userId, userId), eq(hostSubscriptions.hostId, hostId)));
}

export async function findUserHostFeatures(db: DbOrTx, userId: string): Promise<string[]> {
  const [row] = await db.select({ hostFeatures: users.hostFeatures }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hostFeatures ?? [];
}

/** Deliveries not yet made to this person from this organizer's blasts (null: anyone's) will not be made. */
export async function cancelPendingDeliveriesTo(db: DbOrTx, userId: string, organizerId: string | null): Promise<void> {
  const ofOrganizer = db
    .select({ id: blasts.id })
    .from(blasts)
    .where(organizerId ? eq(blasts.organizerId, organizerId) : sql`true`);
  await db
    .update(blastRecipients)
    .set({ status: 'CANCELED', error: 'Unsubscribed' })
    .where(and(eq(blastRecipients.userId, userId), eq(blastRecipients.status, 'INPROGRESS'), inArray(blastRecipients.blastId, ofOrganizer)));
}

/** What one person was sent of a circle's blasts, newest first, with how each delivery went. */
export function listCircleBlastsSentTo(db: DbOrTx, circleId: string, userId: string, limit = 100) {
  return db
    .select({
      blastId: blasts.id,
      channel: blasts.channel,
      subject: blasts.subject,
      body: blasts.body,
      senderId: blasts.senderId,
      blastStatus: blasts.status,
      startedAt: blasts.startedAt,
      status: blastRecipients.status,
      address: blastRecipients.address,
      sentAt: blastRecipients.sentAt,
    })
    .from(blastRecipients)
    .innerJoin(blasts, eq(blasts.id, blastRecipients.blastId))
    .where(and(eq(blasts.circleId, circleId), eq(blastRecipients.userId, userId)))
    .orderBy(desc(blasts.startedAt), desc(blasts.id))
    .limit(limit);
}
