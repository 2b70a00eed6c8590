import type { ContentFieldsOf } from './content.schema';

/** The kinds of page staff write. Kept apart from the zod contracts, so that pages load no zod to read them. */
export const CONTENT_KINDS = ['BLOG', 'JOB', 'POST', 'FAQ', 'FEATURED_SPEAKER', 'ENTERPRISE_PLAN', 'TERMS', 'PARTNERSHIP', 'SERIES'] as const;

type Kind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: unknown): value is Kind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** What staff call each kind, in the singular and in the plural. */
export const CONTENT_KIND_LABELS: Record<Kind, { one: string; many: string }> = {
  BLOG: { one: 'Blog post', many: 'Blogs' },
  JOB: { one: 'Job', many: 'Jobs' },
  POST: { one: 'Post', many: 'Posts' },
  FAQ: { one: 'FAQ', many: 'FAQs' },
  FEATURED_SPEAKER: { one: 'Featured speaker', many: 'Featured speakers' },
  ENTERPRISE_PLAN: { one: 'Enterprise plan', many: 'Enterprise plans' },
  TERMS: { one: 'Terms of use', many: 'Terms of use' },
  PARTNERSHIP: { one: 'Partnership package', many: 'Event partnerships' },
  SERIES: { one: 'Community series', many: 'Community series' },
};

/** The fields of an entry of this kind, typed (the server checked them when they were written). */
export function contentFieldsOf<K extends Kind>(kind: K, entry: { kind: Kind; fields: Record<string, unknown> }): ContentFieldsOf[K] {
  if (entry.kind !== kind) throw new Error(`A ${entry.kind} entry read as ${kind}`);
  return entry.fields as unknown as ContentFieldsOf[K];
}
