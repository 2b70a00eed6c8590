import { z } from 'zod';
import { CONTENT_KINDS } from './content-kinds';
import { type FieldError, MoneyCents, PageMeta, Timestamp } from '../common/common.schema';
import { webUrl } from '../text/web-url.schema';

/**
 * Pages staff write (blogs, jobs, FAQs and posts, featured speakers, enterprise plans, terms,
 * event partnerships): one entry each, a Markdown body and the fields of its kind.
 */
export const ContentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKind>;

const Text = z.string().trim().min(1).max(200);
const WebUrl = webUrl();
const Lines = z.array(z.string().trim().min(1).max(200)).max(30);

export const BlogFields = z
  .object({
    author: Text,
    coverImageUrl: WebUrl.optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  })
  .strict();
export type BlogFields = z.infer<typeof BlogFields>;

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'] as const;

export const JobFields = z
  .object({
    company: Text,
    location: Text,
    employmentType: z.enum(EMPLOYMENT_TYPES).default('FULL_TIME'),
    remote: z.boolean().default(false),
    salary: z.string().trim().max(100).optional(),
    applyUrl: WebUrl.optional(),
    /** The job bounty: what the platform pays whoever refers the person hired, in cents. */
    bountyCents: MoneyCents.default(0),
  })
  .strict();
export type JobFields = z.infer<typeof JobFields>;

export const PostFields = z.object({ category: z.string().trim().max(60).optional() }).strict();
export type PostFields = z.infer<typeof PostFields>;

export const SpeakerFields = z
  .object({
    role: Text,
    company: Text,
    photoUrl: WebUrl.optional(),
    talkTitle: z.string().trim().max(200).optional(),
    eventName: z.string().trim().max(200).optional(),
    linkedinUrl: WebUrl.optional(),
  })
  .strict();
export type SpeakerFields = z.infer<typeof SpeakerFields>;

export const PlanFields = z
  .object({
    /** null: the price is agreed with sales. */
    priceCents: MoneyCents.nullable(),
    billingPeriod: z.enum(['MONTH', 'YEAR', 'EVENT']).default('MONTH'),
    features: Lines.min(1),
    highlighted: z.boolean().default(false),
    ctaLabel: z.string().trim().min(1).max(40).default('Talk to sales'),
  })
  .strict();
export type PlanFields = z.infer<typeof PlanFields>;

export const TermsFields = z
  .object({
    version: z.string().trim().min(1).max(20),
    effectiveDate: z.iso.date(),
  })
  .strict();
export type TermsFields = z.infer<typeof TermsFields>;

export const PartnershipFields = z
  .object({
    priceCents: MoneyCents.nullable(),
    benefits: Lines.min(1),
  })
  .strict();
export type PartnershipFields = z.infer<typeof PartnershipFields>;

/** A community series (Female Founders, Private Founders Dinner…): its page's address is its slug. */
export const SeriesFields = z
  .object({
    tagline: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    cadence: z.string().trim().max(100).optional(),
  })
  .strict();
export type SeriesFields = z.infer<typeof SeriesFields>;

export const CONTENT_FIELDS = {
  BLOG: BlogFields,
  JOB: JobFields,
  POST: PostFields,
  FAQ: PostFields,
  FEATURED_SPEAKER: SpeakerFields,
  ENTERPRISE_PLAN: PlanFields,
  TERMS: TermsFields,
  PARTNERSHIP: PartnershipFields,
  SERIES: SeriesFields,
} as const satisfies Record<ContentKind, z.ZodTypeAny>;

export interface ContentFieldsOf {
  BLOG: BlogFields;
  JOB: JobFields;
  POST: PostFields;
  FAQ: PostFields;
  FEATURED_SPEAKER: SpeakerFields;
  ENTERPRISE_PLAN: PlanFields;
  TERMS: TermsFields;
  PARTNERSHIP: PartnershipFields;
  SERIES: SeriesFields;
}

export type ContentFieldsCheck = { ok: true; fields: Record<string, unknown> } | { ok: false; fieldErrors: FieldError[] };

/** An entry's fields checked against its kind; faults name `body.fields.<key>`. */
export function checkContentFields(kind: ContentKind, fields: unknown): ContentFieldsCheck {
  const parsed = CONTENT_FIELDS[kind].safeParse(fields ?? {});
  if (parsed.success) return { ok: true, fields: parsed.data as Record<string, unknown> };
  return {
    ok: false,
    fieldErrors: parsed.error.issues.map((issue) => ({ field: ['body', 'fields', ...issue.path.map(String)].join('.'), message: issue.message })),
  };
}

export const ContentSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens');

export const ContentEntry = z.object({
  id: z.string(),
  kind: ContentKind,
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  /** The Markdown staff wrote. */
  body: z.string(),
  /** The body as sanitised HTML, ready to show. */
  html: z.string(),
  fields: z.record(z.string(), z.unknown()),
  published: z.boolean(),
  publishedAt: Timestamp.nullable(),
  updatedAt: Timestamp,
});
export type ContentEntry = z.infer<typeof ContentEntry>;

export const ContentPage = z.object({ data: z.array(ContentEntry), meta: PageMeta });
export type ContentPage = z.infer<typeof ContentPage>;

export const ContentKindParams = z.object({ kind: ContentKind });
export const ContentSlugParams = z.object({ kind: ContentKind, slug: z.string().min(1).max(200) });
export const ContentIdParams = z.object({ kind: ContentKind, id: z.uuid() });

export const ContentListQuery = z.object({
  exclusiveStartKey: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Staff: drafts too. */
  includeDrafts: z.enum(['true', 'false']).optional(),
});
export type ContentListQuery = z.infer<typeof ContentListQuery>;

export const ContentEntryInput = z
  .object({
    slug: ContentSlug,
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().max(500).nullable().optional(),
    body: z.string().max(50_000).default(''),
    fields: z.record(z.string(), z.unknown()).default({}),
    published: z.boolean().default(false),
  })
  .strict();
export type ContentEntryInput = z.input<typeof ContentEntryInput>;

export const ContentEntryPatch = z
  .object({
    slug: ContentSlug.optional(),
    title: z.string().trim().min(1).max(200).optional(),
    summary: z.string().trim().max(500).nullable().optional(),
    body: z.string().max(50_000).optional(),
    fields: z.record(z.string(), z.unknown()).optional(),
    published: z.boolean().optional(),
  })
  .strict();
export type ContentEntryPatch = z.infer<typeof ContentEntryPatch>;

/** POST /content/preview: staff see their Markdown as the page will show it. */
export const ContentPreviewInput = z.object({ body: z.string().max(50_000) }).strict();
export const ContentPreview = z.object({ html: z.string() });
export type ContentPreview = z.infer<typeof ContentPreview>;
