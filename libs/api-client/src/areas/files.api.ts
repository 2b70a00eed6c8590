import { checkUpload, detectFileKind, NO_FILES_MESSAGE, UPLOAD_RULES, type ErrorBody, type UploadDestination, type UploadedFile } from '@socials/domain';
import { getApiClientConfig } from '../api-client-config';
import type { ApiHttpError } from '../api-error';
import { renewSession } from '../base-query';
import { resolveApiUrl } from '../page-context';

export interface UploadOptions {
  /** Called as the bytes go out: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A refused upload, shaped as the API's errors are, so that toastError words it. */
const refusal = (status: number, message: string): ApiHttpError => ({ status, data: { statusCode: status, error: 'Bad Request', message } });

function send(url: string, form: FormData, token: string, options: UploadOptions): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports the upload's progress.
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => reject(refusal(0, 'The upload did not reach the server. Check your connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * Uploads one file to one of the upload destinations and answers where it is stored. The same
 * messages as the server's come before anything is sent ("Please choose the files to upload", "File is larger
 * than {max} MB"); the server checks the same again. A 401 signs the user out.
 */
export async function uploadFile(destination: UploadDestination, file: Blob | null, fileName: string, options: UploadOptions = {}): Promise<UploadedFile> {
  if (!file || file.size === 0) throw refusal(400, NO_FILES_MESSAGE);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const problem = checkUpload({ name: fileName, size: file.size }, detectFileKind(head), UPLOAD_RULES[destination]);
  if (problem) throw refusal(400, problem);

  return postUpload<UploadedFile>(`/${destination}`, file, fileName, options);
}

/** Sends one file as a multipart form to an upload route of the API (its path after /api) and answers its 201 body; a 401 signs the user out. */
export async function postUpload<T>(path: string, file: Blob, fileName: string, options: UploadOptions = {}): Promise<T> {
  const config = getApiClientConfig();
  const token = config.getAccessToken() ?? (await renewSession());
  if (!token) throw refusal(401, 'Sign in to upload files');
  const form = new FormData();
  form.append('file', file, fileName);
  const { status, body } = await send(`${resolveApiUrl(config.baseUrl ?? '/api')}${path}`, form, token, options);
  if (status === 201) return body as T;
  if (status === 401) {
    config.clearSession();
    config.onLoginRequired();
  }
  const error = (body ?? {}) as Partial<ErrorBody>;
  throw { status, data: { ...error, message: error.message ?? '' } } satisfies ApiHttpError;
}
