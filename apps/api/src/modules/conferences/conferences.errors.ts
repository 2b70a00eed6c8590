import { DomainError, type ErrorStatuses } from '../../core/domain-error';

/** The conferences area's refusals and how they read over HTTP. */
export const CONFERENCES_ERROR_STATUSES = {
  CONFERENCE_INVALID: 400,
  AGENDA_CLASH: 400,
  PASS_NOT_ON_SALE: 409,
  PASS_SOLD_OUT: 409,
  TICKET_NOT_YOURS: 403,
  TICKET_CLAIMED: 409,
  /** The platform's own host names (its address, its conference host, its uploads) are never a conference's. */
  CONFERENCE_DOMAIN_RESERVED: 400,
  CONFERENCE_DOMAIN_TAKEN: 409,
  NO_DOMAIN_REQUEST: 409,
} as const satisfies ErrorStatuses<string>;

/** A 400 naming the field at fault. */
export const invalidConference = (field: string, message: string) => new DomainError('CONFERENCE_INVALID', message, { fieldErrors: [{ field, message }] });

/** A refusal of the domain field, with its own code. */
export const domainRefused = (code: 'CONFERENCE_DOMAIN_RESERVED' | 'CONFERENCE_DOMAIN_TAKEN', message: string) => new DomainError(code, message, { fieldErrors: [{ field: 'body.domain', message }] });
