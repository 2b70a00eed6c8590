import type { MediaJobKind, MediaJobStatus, UserSummary } from '@socials/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { newestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { mediaJobs, mediaShareLinks, socialMedia, socialPhotobooks, users } from '../../db/schema';
import { userSummaryColumns } from '../socials';

export type SocialMediaRow = typeof socialMedia.$inferSelect;
export type MediaJobRow = typeof mediaJobs.$inferSelect;
export type MediaShareLinkRow = typeof mediaShareLinks.$inferSelect;
export type PhotobookRow = typeof socialPhotobooks.$inferSelect;

/** An item with its uploader's summary. */
export interface MediaWithUploader {
  item: SocialMediaRow;
  uploader: UserSummary;
}

function selectMedia(db: DbOrTx) {
  return db.select({ item: socialMedia, uploader: userSummaryColumns }).from(socialMedia).innerJoin(users, eq(users.id, socialMedia.uploaderId));
}

export async function insertMedia(db: DbOrTx, values: typeof socialMedia.$inferInsert): Promise<SocialMediaRow> {
  const [row] = await db.insert(socialMedia).values(values).returning();
  return row!;
}

export interface MediaFilter {
  videosOnly?: boolean;
  withHidden: boolean;
}

function filterWhere(socialId: string, filter: MediaFilter) {
  return and(
    eq(socialMedia.socialId, socialId),
    filter.videosOnly ? eq(socialMedia.kind, 'VIDEO') : undefined,
    filter.withHidden ? undefined : eq(socialMedia.hidden, false),
  );
}

/** A social's items, newest first, after the cursor. */
export function listMediaPage(db: DbOrTx, socialId: string, filter: MediaFilter, after: PageCursor | null, limit: number): Promise<MediaWithUploader[]> {
  const page = newestFirstPage(socialMedia.createdAt, socialMedia.id, after);
  return selectMedia(db)
    .where(and(filterWhere(socialId, filter), page.where))
    .orderBy(...page.orderBy)
    .limit(limit);
}

/** Every item of a social the filter keeps, oldest first (an archive's order). */
export function listAllMedia(db: DbOrTx, socialId: string, filter: MediaFilter): Promise<SocialMediaRow[]> {
  return db.select().from(socialMedia).where(filterWhere(socialId, filter)).orderBy(asc(socialMedia.createdAt), asc(socialMedia.id));
}

export async function findMediaByIds(db: DbOrTx, ids: readonly string[]): Promise<MediaWithUploader[]> {
  if (ids.length === 0) return [];
  return selectMedia(db).where(inArray(socialMedia.id, [...ids]));
}

export async function findMedia(db: DbOrTx, id: string): Promise<SocialMediaRow | null> {
  const [row] = await db.select().from(socialMedia).where(eq(socialMedia.id, id)).limit(1);
  return row ?? null;
}

export async function updateMedia(db: DbOrTx, ids: readonly string[], changes: { hidden?: boolean; caption?: string }): Promise<void> {
  await db
    .update(socialMedia)
    .set(changes)
    .where(inArray(socialMedia.id, [...ids]));
}

export async function deleteMedia(db: DbOrTx, id: string): Promise<void> {
  await db.delete(socialMedia).where(eq(socialMedia.id, id));
}

export async function insertShareLink(db: DbOrTx, values: typeof mediaShareLinks.$inferInsert): Promise<void> {
  await db.insert(mediaShareLinks).values(values);
}

export async function findShareLink(db: DbOrTx, token: string): Promise<MediaShareLinkRow | null> {
  const [row] = await db.select().from(mediaShareLinks).where(eq(mediaShareLinks.token, token)).limit(1);
  return row ?? null;
}

export interface NewMediaJob {
  kind: MediaJobKind;
  socialId: string;
  requesterId: string;
  requestKey: string;
  mediaIds: string[];
  title: string | null;
}

/** The requester's job for this request key: the new one (created true), or the one asked for before. */
export async function claimMediaJob(db: DbOrTx, values: NewMediaJob): Promise<{ job: MediaJobRow; created: boolean }> {
  const [inserted] = await db
    .insert(mediaJobs)
    .values(values)
    .onConflictDoNothing({ target: [mediaJobs.requesterId, mediaJobs.requestKey] })
    .returning();
  if (inserted) return { job: inserted, created: true };
  const [existing] = await db
    .select()
    .from(mediaJobs)
    .where(and(eq(mediaJobs.requesterId, values.requesterId), eq(mediaJobs.requestKey, values.requestKey)))
    .for('update');
  return { job: existing!, created: false };
}

export async function findMediaJob(db: DbOrTx, id: string): Promise<MediaJobRow | null> {
  const [row] = await db.select().from(mediaJobs).where(eq(mediaJobs.id, id)).limit(1);
  return row ?? null;
}

export async function setMediaJobState(db: DbOrTx, id: string, state: { status?: MediaJobStatus; progress?: number; resultKey?: string }): Promise<void> {
  await db
    .update(mediaJobs)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(mediaJobs.id, id));
}

/** A FAILED job asked for again: PENDING under its next attempt. */
export async function retryMediaJob(db: DbOrTx, id: string): Promise<MediaJobRow> {
  const [row] = await db
    .update(mediaJobs)
    .set({ status: 'PENDING', progress: 0, attempt: sql`${mediaJobs.attempt} + 1`, updatedAt: new Date() })
    .where(eq(mediaJobs.id, id))
    .returning();
  return row!;
}

export async function findPhotobook(db: DbOrTx, socialId: string): Promise<PhotobookRow | null> {
  const [row] = await db.select().from(socialPhotobooks).where(eq(socialPhotobooks.socialId, socialId)).limit(1);
  return row ?? null;
}

export async function savePhotobook(db: DbOrTx, values: { socialId: string; title: string; mediaIds: string[] }): Promise<PhotobookRow> {
  const [row] = await db
    .insert(socialPhotobooks)
    .values(values)
    .onConflictDoUpdate({ target: socialPhotobooks.socialId, set: { title: values.title, mediaIds: values.mediaIds, updatedAt: new Date() } })
    .returning();
  return row!;
}
