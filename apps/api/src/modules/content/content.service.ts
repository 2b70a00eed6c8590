import {
  checkContentFields,
  type ContentEntry,
  type ContentEntryInput,
  type ContentEntryPatch,
  type ContentKind,
  type ContentListQuery,
  type ContentPage,
} from '@socials/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import {
  type ContentEntryChange,
  deleteContentEntry,
  findContentEntry,
  findContentEntryBySlug,
  insertContentEntry,
  listContentEntries,
  updateContentEntry,
} from './content.repo';
import { canSeeDrafts, requireContentEditor, requireDraftReader } from './content.policy';
import { bodyHtml, contentEntryView } from './content.views';
import { contentError } from './content.errors';

type NewEntry = z.output<typeof ContentEntryInput>;

const notFound = () => contentError('NOT_FOUND', 'Page not found');

function checkedFields(kind: ContentKind, fields: unknown): Record<string, unknown> {
  const check = checkContentFields(kind, fields);
  if (!check.ok) throw contentError('CONTENT_INVALID_FIELDS', check.fieldErrors[0]?.message ?? 'Invalid fields', { fieldErrors: check.fieldErrors });
  return check.fields;
}

function slugTaken(error: unknown): never {
  if (sqlStateOf(error) === UNIQUE_VIOLATION) {
    throw contentError('CONTENT_SLUG_TAKEN', 'Another page of this kind has this address', {
      fieldErrors: [{ field: 'body.slug', message: 'Another page of this kind has this address' }],
    });
  }
  throw error;
}

/** A kind's published entries, newest first, paged; staff may ask for drafts too. */
export async function listContent(db: DbOrTx, viewer: Caller | null, kind: ContentKind, query: ContentListQuery): Promise<ContentPage> {
  const includeDrafts = query.includeDrafts === 'true';
  if (includeDrafts) requireDraftReader(viewer);
  const rows = await listContentEntries(db, { kind, includeDrafts, after: decodeCursor(query.exclusiveStartKey), limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(({ row }) => contentEntryView(row)),
    meta: { lastEvaluatedKey: rows.length > query.limit && last ? encodeCursor({ at: last.sortAt, id: last.row.id }) : null },
  };
}

/** One entry by its address; a draft is there for staff only. */
export async function getContent(db: DbOrTx, viewer: Caller | null, kind: ContentKind, slug: string): Promise<ContentEntry> {
  const row = await findContentEntryBySlug(db, kind, slug);
  if (!row || (!row.published && !canSeeDrafts(viewer))) throw notFound();
  return contentEntryView(row);
}

export async function createContent(db: DbOrTx, viewer: Caller, kind: ContentKind, input: NewEntry): Promise<ContentEntry> {
  requireContentEditor(viewer);
  const fields = checkedFields(kind, input.fields);
  try {
    const row = await insertContentEntry(db, {
      kind,
      slug: input.slug,
      title: input.title,
      summary: input.summary ?? null,
      body: input.body,
      fields,
      published: input.published,
      publishedAt: input.published ? new Date() : null,
      createdById: viewer.userId,
    });
    return contentEntryView(row);
  } catch (error) {
    return slugTaken(error);
  }
}

/**
 * Staff edit an entry; publishing stamps the first publication (the list's order), unpublishing
 * hides it and keeps that date.
 */
export async function changeContent(db: DbOrTx, viewer: Caller, kind: ContentKind, id: string, patch: ContentEntryPatch): Promise<ContentEntry> {
  requireContentEditor(viewer);
  try {
    return await withTransaction(db, async (tx) => {
      const current = await findContentEntry(tx, id);
      if (!current || current.kind !== kind) throw notFound();
      const change: ContentEntryChange = {};
      if (patch.slug !== undefined) change.slug = patch.slug;
      if (patch.title !== undefined) change.title = patch.title;
      if (patch.summary !== undefined) change.summary = patch.summary;
      if (patch.body !== undefined) change.body = patch.body;
      if (patch.fields !== undefined) change.fields = checkedFields(kind, patch.fields);
      if (patch.published !== undefined) {
        change.published = patch.published;
        if (patch.published && !current.publishedAt) change.publishedAt = new Date();
      }
      const row = await updateContentEntry(tx, id, change);
      if (!row) throw notFound();
      return contentEntryView(row);
    });
  } catch (error) {
    return slugTaken(error);
  }
}

export async function removeContent(db: DbOrTx, viewer: Caller, kind: ContentKind, id: string): Promise<void> {
  requireContentEditor(viewer);
  const current = await findContentEntry(db, id);
  if (!current || current.kind !== kind) throw notFound();
  await deleteContentEntry(db, id);
}

/** The Markdown as an entry's page would show it, for staff's preview while they write. */
export function previewContent(viewer: Caller, body: string): { html: string } {
  requireContentEditor(viewer);
  return { html: bodyHtml(body) };
}
