import type { ErrorCode } from '@socials/domain';
import { CHECKOUT_ERROR_STATUSES } from '../payments';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The conferences area's refusals and how they read over HTTP. */
export const CONFERENCES_ERROR_STATUSES = {
  ...CHECKOUT_ERROR_STATUSES,
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
  // Access refusals, decided in the policy.
  NOT_AN_ORGANIZER: 403,
  CONFERENCE_STAFF_ONLY: 403,
  NOT_A_TICKET_HOLDER: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const conferencesError = domainErrors(CONFERENCES_ERROR_STATUSES);

/** A 400 naming the field at fault. */
export const invalidConference = (field: string, message: string) => conferencesError('CONFERENCE_INVALID', message, { fieldErrors: [{ field, message }] });

/** A refusal of the domain field, with its own code. */
export const domainRefused = (code: 'CONFERENCE_DOMAIN_RESERVED' | 'CONFERENCE_DOMAIN_TAKEN', message: string) =>
  conferencesError(code, message, { fieldErrors: [{ field: 'body.domain', message }] });
