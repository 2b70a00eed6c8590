export const DEFAULT_LOGIN_PATH = '/auth/login';

/**
 * Only paths on this site: anything else (`//evil.example`, `https://…`, `javascript:`) would
 * turn the login page into an open redirect.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Where to come back to after signing in: the attendance-taking page is reached from its event page instead. */
export function returnPathOf(pathname: string, search = ''): string {
  const path = pathname.replace(/\/attendance\/?$/, '') || '/';
  return `${path}${search}`;
}

export function buildLoginPath(returnTo: string, loginPath = DEFAULT_LOGIN_PATH): string {
  return `${loginPath}?${new URLSearchParams({ returnTo })}`;
}
