import { z } from 'zod';

/** One error shape for every failed call. `fieldErrors` is present for validation failures. */
export const FieldError = z.object({
  field: z.string().describe('Dotted path of the field at fault, e.g. "body.title" or "body.ticketTiers.0.name"'),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string().describe('What went wrong, for programs to branch on (ErrorCode); the message is for people'),
  message: z.string(),
  error_description: z.string().optional(),
  fieldErrors: z.array(FieldError).optional(),
  data: z.unknown().optional().describe('Present on 405 bot-check challenges, and on a second check-in (the guest and when they checked in)'),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Id = z.string().uuid();
export const IdParams = z.object({ id: Id });
export const SlugParams = z.object({ slug: z.string().min(1).max(200) });

/** Keyset paging: the client sends exclusiveStartKey and reads meta.lastEvaluatedKey (null on the last page). */
export const PageQuery = z.object({
  exclusiveStartKey: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const PageMeta = z.object({ lastEvaluatedKey: z.string().nullable() });
export type PageMeta = z.infer<typeof PageMeta>;

export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), meta: PageMeta });
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export const OkBody = z.object({ ok: z.literal(true) });

/**
 * The last instant PostgreSQL accepts from a JavaScript Date: 9999-12-31T23:59:59.999Z. Later
 * years come out of Date#toISOString with six digits ("+010000-01-01..."), which it refuses.
 */
export const MAX_TIMESTAMP = 253_402_300_799_999;

/** Epoch milliseconds, up to the end of the year 9999. */
export const Timestamp = z.number().int().nonnegative().max(MAX_TIMESTAMP);

/** Amounts of money are integers in the currency's minor unit (cents for USD). */
export const MoneyCents = z.number().int().min(0).max(100_000_000);

/** The conference this deployment serves (CONFERENCE_HOST, CONFERENCE_TYPE, CONFERENCE_ID), if any. */
export const ConferenceConfig = z.object({
  host: z.string().nullable(),
  type: z.string().nullable(),
  id: z.string().nullable(),
});
export type ConferenceConfig = z.infer<typeof ConferenceConfig>;

export const HealthReply = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthReply = z.infer<typeof HealthReply>;

/** GET /dev/outbox (development only): mail kept instead of sent, newest first. */
export const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() })).nullable(),
  createdAt: Timestamp,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxList = z.object({ data: z.array(OutboxMessage) });
export const OutboxQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });
