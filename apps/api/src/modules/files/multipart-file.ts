import type { FastifyRequest } from 'fastify';
import { MB, type UploadRule } from '@socials/domain';
import type { IncomingFile } from './files.service';
import { filesError } from './files.errors';

/** The form field an upload's file comes in, the same for every upload destination. */
export const FILE_FIELD = 'file';

/** Errors of the multipart parser (FST_…) and of the form reader beneath it (busboy: "Unexpected end of form", "Malformed part header"…). */
function parserMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('FST_')) return error.message;
  if (/form|part|boundary|header|multipart/i.test(error.message)) return error.message;
  return null;
}

/**
 * The first file of a multipart request, when it came in the `file` field, read up to the rule's
 * limit (an over-size file comes back truncated, without reading it all); null when the request
 * carries none. A body that is not multipart is no file; a broken one is refused as a bad upload.
 */
export async function readUploadedFile(request: FastifyRequest, rule: UploadRule): Promise<IncomingFile | null> {
  if (!request.isMultipart()) return null;
  try {
    const part = await request.file({
      limits: { fileSize: rule.maxMb * MB, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
      throwFileSizeLimit: false,
    });
    if (!part || part.fieldname !== FILE_FIELD) return null;
    const bytes = await part.toBuffer();
    return { name: part.filename, bytes, truncated: part.file.truncated };
  } catch (error) {
    const message = parserMessage(error);
    if (message === null) throw error;
    throw filesError('FILE_UNREADABLE', `The upload could not be read: ${message}`, { fieldErrors: [{ field: 'body', message }] });
  }
}
