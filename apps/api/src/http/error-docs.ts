import type { RouteOptions } from 'fastify';
import { ErrorBody, type HttpErrorCode } from '@socials/domain';
import { CORE_ERROR_STATUSES, type ErrorStatuses } from '../core/domain-error';

/**
 * The HTTP layer's own codes any route may answer, by status: a body that fails its contract, no
 * or a stale sign-in, a cross-site request, a bot check, an oversized body, a limit, a restart.
 */
const ANY_ROUTE_STATUSES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  TEXT_NOT_STORABLE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REFUSED: 403,
  BOT_CHECK_REQUIRED: 405,
  PAYLOAD_TOO_LARGE: 413,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Partial<ErrorStatuses<HttpErrorCode>>;

function codesByStatus(maps: readonly ErrorStatuses<string>[]): Map<number, string[]> {
  const byStatus = new Map<number, string[]>();
  for (const map of maps) {
    for (const [code, status] of Object.entries(map)) {
      const codes = byStatus.get(status) ?? [];
      if (!codes.includes(code)) codes.push(code);
      byStatus.set(status, codes);
    }
  }
  return byStatus;
}

/**
 * An onRoute hook for one module's routes: each error response a route declares with ErrorBody is
 * documented with the codes that status can carry there (the module's, core's and the HTTP layer's),
 * so the OpenAPI document tells a client which codes to branch on.
 */
export function documentErrorCodes(moduleStatuses: ErrorStatuses<string>): (route: RouteOptions) => void {
  const byStatus = codesByStatus([moduleStatuses, CORE_ERROR_STATUSES, ANY_ROUTE_STATUSES]);
  return (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    const documented = Object.entries(response).map(([status, schema]) => {
      const codes = byStatus.get(Number(status));
      return [status, schema === ErrorBody && codes ? ErrorBody.describe(`code: ${codes.join(', ')}`) : schema];
    });
    route.schema = { ...route.schema, response: Object.fromEntries(documented) };
  };
}
