import { z } from 'zod';

/** GET /link-preview?url=: the page's Open Graph data. */
export const LinkPreviewQuery = z.object({
  url: z.string().trim().min(1, 'Enter a web address').max(2000, 'At most 2,000 characters').describe('An http(s) address'),
});
export type LinkPreviewQuery = z.infer<typeof LinkPreviewQuery>;

export const LinkPreview = z.object({
  /** Where the preview came from, after redirects. */
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** An http(s) picture of the page (og:image), absolute. */
  image: z.string().nullable(),
  siteName: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof LinkPreview>;
