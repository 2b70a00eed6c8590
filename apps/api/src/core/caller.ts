/**
 * Who is asking: the signed-in person a service acts for, whichever way they came in (a request's
 * bearer token, a chat socket's). The HTTP layer reads it from the request (http/plugins/auth.ts);
 * services and policies take it as it is, so they never depend on the web framework.
 */
export interface Caller {
  userId: string;
  /** Confirmed against the user's row on every request: a revoked admin loses the role at once. */
  isAdmin: boolean;
}
