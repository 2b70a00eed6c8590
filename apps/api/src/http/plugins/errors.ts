import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, FieldError, HttpErrorCode } from '@socials/domain';
import { DomainError } from '../../core/domain-error';
import { HttpError } from '../http-error';
import { sqlStateOf } from '../../core/pg-errors';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The code of an answer nothing more specific names (Fastify's own client errors, unknown routes). */
const STATUS_CODES: Record<number, HttpErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * SQLSTATEs of text that passed the contracts but that PostgreSQL cannot store: a NUL character
 * (22021 in text, 22P05 in JSON) or an unpaired UTF-16 surrogate in JSON (22P02). The contracts
 * check ids and numbers themselves, so only the client's text gets here: a 400, not a 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05', '22P02']);

/** Fastify calls the query string "querystring"; clients know it as "query". */
const CONTEXT_NAMES: Record<string, string> = { querystring: 'query' };

interface ValidationItem {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

function fieldErrorsOf(items: ValidationItem[], context: string): FieldError[] {
  const prefix = CONTEXT_NAMES[context] ?? context;
  const join = (p: string) => [prefix, ...p.split('/').filter(Boolean)].join('.');
  return items.flatMap((item) => {
    const at = item.instancePath ?? '';
    // A strict object names the unexpected keys together: report each one as its own field.
    const keys = item.params?.keys;
    if (item.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({ field: join(`${at}/${String(key)}`), message: 'Unknown field' }));
    }
    return [{ field: join(at), message: item.message ?? 'Invalid value' }];
  });
}

export function errorBody(statusCode: number, message: string, extra: Partial<ErrorBody> & { code?: ErrorCode } = {}): ErrorBody {
  const error = STATUS_NAMES[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Error');
  const code = STATUS_CODES[statusCode] ?? (statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  return { statusCode, error, code, message, ...extra };
}

function send(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply, statuses: ReadonlyMap<string, number>): FastifyReply {
  if (error instanceof DomainError) {
    const statusCode = statuses.get(error.code);
    if (statusCode !== undefined) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return send(
        reply,
        errorBody(statusCode, error.message, {
          code: error.code,
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
          ...(error.data !== undefined ? { data: error.data } : {}),
        }),
      );
    }
    request.log.error({ err: error }, `domain error ${error.code} has no HTTP status: add it to its module's error statuses`);
  }
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    const body: ErrorBody = { statusCode: error.statusCode, error: error.error, code: error.code, message: error.message };
    if (error.error_description !== undefined) body.error_description = error.error_description;
    if (error.fieldErrors !== undefined) body.fieldErrors = error.fieldErrors;
    return send(reply, body);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const fieldErrors = fieldErrorsOf(error.validation, context);
    const first = fieldErrors[0];
    const message = first ? `${first.field}: ${first.message}` : 'The request is not valid';
    return send(reply, errorBody(400, message, { code: 'VALIDATION_FAILED', fieldErrors }));
  }

  const fastifyError = error as Partial<FastifyError>;
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type, body too large...).
    return send(reply, errorBody(fastifyError.statusCode, fastifyError.message ?? 'Bad request'));
  }

  if (UNSTORABLE_TEXT.has(sqlStateOf(error) ?? '')) {
    return send(reply, errorBody(400, 'Text must be valid Unicode and must not contain the NUL character (\\u0000)', { code: 'TEXT_NOT_STORABLE' }));
  }

  request.log.error({ err: error }, 'request failed');
  return send(reply, errorBody(500, 'Something went wrong on our side. Please try again.'));
}

/**
 * One error shape for the whole server (ErrorBody). Registered on the root instance so that
 * every route plugin inherits it. `statuses` are the modules' domain error codes with their HTTP status.
 */
export function setupErrorHandling(app: FastifyInstance, statuses: ReadonlyMap<string, number>): void {
  app.setErrorHandler((error, request, reply) => handleError(error, request, reply, statuses));
}

/** 404 for unknown routes under a prefix (the web apps own the rest of the URL space). */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(reply, errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
}

/**
 * JSON parser that treats an empty body as "no body": clients POST /auth/oauth/refresh with a
 * JSON content type and nothing in it.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * Errors Fastify raises before routing (a malformed URL, an over-long parameter) skip the error
 * handler: answer them in the same JSON shape as every other error.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(statusCode).send(errorBody(statusCode, error.message));
}
