import { z } from 'zod';
import { PUBLIC_FILE_FOLDERS } from './upload-rules';

/** The answer to an upload: where the stored file is read from, and what was stored. */
export const UploadedFile = z.object({
  url: z.string().describe('Absolute URL of the stored file (private attachments: a URL that checks who reads it)'),
  fileName: z.string().describe('The stored name: a hash of the content, the upload time and a web suffix, e.g. 3f2a…-1764057600000.webp'),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int().describe('Stored size in bytes (images after resizing and conversion)'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/** A stored name as uploads make them: hex hash, timestamp, suffix. */
const StoredName = z.string().regex(/^[0-9a-f]{16,64}-\d{10,16}\.(webp|jpg|png|gif|pdf)$/, 'Not a stored file name');

export const PublicFileFolderParams = z.object({ folder: z.enum(PUBLIC_FILE_FOLDERS) });
export const PublicFileParams = z.object({ folder: z.string().regex(/^[a-z_]{1,40}$/, 'Not a folder'), name: StoredName });
export const PrivateFileParams = z.object({ owner: z.string().uuid(), name: StoredName });

/** The image-resize call: one of our stored images, scaled to fit width × height. */
export const ImageResizeQuery = z
  .object({
    url: z.string().min(1).max(2000),
    width: z.coerce.number().int().min(1).max(2000).optional(),
    height: z.coerce.number().int().min(1).max(2000).optional(),
  })
  .refine((q) => q.width !== undefined || q.height !== undefined, { message: 'Give a width or a height', path: ['width'] });
export type ImageResizeQuery = z.infer<typeof ImageResizeQuery>;
