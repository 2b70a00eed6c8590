import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { newestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { contentEntries, type ContentEntryRow } from '../../db/schema';

export type { ContentEntryRow } from '../../db/schema';

/** Published entries by when they were published; drafts (for staff) by when they were made. */
const sortAt = sql`coalesce(${contentEntries.publishedAt}, ${contentEntries.createdAt})`;

export interface ContentListFilter {
  kind: string;
  includeDrafts: boolean;
  after: PageCursor | null;
  limit: number;
}

/** One page of a kind's entries, newest first, and the sort instant of each for the next page's key. */
export async function listContentEntries(db: DbOrTx, filter: ContentListFilter): Promise<{ row: ContentEntryRow; sortAt: Date }[]> {
  const page = newestFirstPage(sortAt, contentEntries.id, filter.after);
  const rows = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, filter.kind), filter.includeDrafts ? undefined : eq(contentEntries.published, true), page.where))
    .orderBy(...page.orderBy)
    .limit(filter.limit);
  // A Date holds milliseconds: the same instant the query sorts by.
  return rows.map((row) => ({ row, sortAt: row.publishedAt ?? row.createdAt }));
}

export async function findContentEntryBySlug(db: DbOrTx, kind: string, slug: string): Promise<ContentEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)))
    .limit(1);
  return row;
}

export async function findContentEntry(db: DbOrTx, id: string): Promise<ContentEntryRow | undefined> {
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id)).limit(1);
  return row;
}

export type NewContentEntry = Pick<ContentEntryRow, 'kind' | 'slug' | 'title' | 'summary' | 'body' | 'fields' | 'published' | 'publishedAt' | 'createdById'>;

export async function insertContentEntry(db: DbOrTx, entry: NewContentEntry): Promise<ContentEntryRow> {
  const [row] = await db.insert(contentEntries).values(entry).returning();
  if (!row) throw new Error('The entry was not stored');
  return row;
}

export type ContentEntryChange = Partial<Pick<ContentEntryRow, 'slug' | 'title' | 'summary' | 'body' | 'fields' | 'published' | 'publishedAt'>>;

export async function updateContentEntry(db: DbOrTx, id: string, change: ContentEntryChange): Promise<ContentEntryRow | undefined> {
  const [row] = await db
    .update(contentEntries)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(contentEntries.id, id))
    .returning();
  return row;
}

export async function deleteContentEntry(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(contentEntries).where(eq(contentEntries.id, id)).returning({ id: contentEntries.id });
  return rows.length > 0;
}
