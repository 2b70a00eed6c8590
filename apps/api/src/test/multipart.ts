import { randomBytes } from 'node:crypto';

export interface FormFile {
  /** The form field; uploads take `file`. */
  field?: string;
  name: string;
  bytes: Buffer | string;
  /** What the browser claims; the server reads the kind from the bytes. */
  contentType?: string;
}

/** A multipart/form-data body with one file (or none), as a browser sends an upload form: payload and headers for app.inject. */
export function multipartForm(file: FormFile | null, fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\ncontent-type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
