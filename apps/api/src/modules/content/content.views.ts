import type { ContentEntry, ContentKind } from '@socials/domain';
import { markdownToSafeHtml } from '../../core/safe-html';
import type { ContentEntryRow } from './content.repo';

/** The page around the body has its own h1: the body's headings start at h2. */
export function bodyHtml(markdown: string): string {
  return markdownToSafeHtml(markdown).replace(/<(\/?)h1>/g, '<$1h2>');
}

export function contentEntryView(row: ContentEntryRow): ContentEntry {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    html: bodyHtml(row.body),
    fields: row.fields,
    published: row.published,
    publishedAt: row.publishedAt ? row.publishedAt.getTime() : null,
    updatedAt: row.updatedAt.getTime(),
  };
}
