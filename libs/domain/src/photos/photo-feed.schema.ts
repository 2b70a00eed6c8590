import { z } from 'zod';

/** The kinds of item the photo feed holds. */
export const MEDIA_TYPES = ['IMAGE', 'CAROUSEL_ALBUM', 'VIDEO'] as const;
export const MediaType = z.enum(MEDIA_TYPES);
export type MediaType = z.infer<typeof MediaType>;

/** The fields a caller may ask for (the graph API's names); id is always there. */
export const MEDIA_FIELDS = ['caption', 'hash_tags', 'media_type', 'media_url', 'permalink', 'thumbnail_url', 'timestamp'] as const;
export type MediaField = (typeof MEDIA_FIELDS)[number];

/** One item of the photo feed, with the fields that were asked for. */
export const MediaItem = z.object({
  id: z.string(),
  caption: z.string().nullable().optional(),
  hash_tags: z.array(z.string()).optional(),
  media_type: MediaType.optional(),
  media_url: z.string().optional(),
  permalink: z.string().optional(),
  thumbnail_url: z.string().nullable().optional(),
  timestamp: z.string().optional(),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const MediaList = z.object({ data: z.array(MediaItem) });
export type MediaList = z.infer<typeof MediaList>;

/** `fields=caption,media_url`: which fields to answer with; unset: all of them. */
export const MediaQuery = z.object({
  fields: z
    .string()
    .max(300)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return [...MEDIA_FIELDS];
      const asked = [
        ...new Set(
          text
            .split(',')
            .map((field) => field.trim())
            .filter((field) => field !== '' && field !== 'id'),
        ),
      ];
      const unknown = asked.filter((field) => !(MEDIA_FIELDS as readonly string[]).includes(field));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `Unknown fields: ${unknown.join(', ')}; choose from ${MEDIA_FIELDS.join(', ')}` });
      return asked as MediaField[];
    }),
});

/** Graph media ids are numbers written as text. */
export const MediaIdParams = z.object({ mediaId: z.string().regex(/^\d{1,30}$/, 'Not a media id') });
