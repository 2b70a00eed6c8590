/** The page's query string without '?', carried as marketing data (utm tags and the like). */
export function getMarketingData(): string | null {
  if (typeof window === 'undefined') return null;
  const query = window.location.search.replace(/^\?/, '');
  return query === '' ? null : query;
}

/** document.referrer, only when it is another site: our own pages say nothing about acquisition. */
export function getExternalReferrer(): string | null {
  if (typeof document === 'undefined' || !document.referrer) return null;
  try {
    return new URL(document.referrer).origin === window.location.origin ? null : document.referrer;
  } catch {
    return null;
  }
}

export function isLoginPopup(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('popup') === 'login';
}

/** fetch() in Node (tests, server rendering) needs absolute URLs; browsers resolve against the page. */
export function resolveApiUrl(baseUrl: string): string {
  if (typeof window === 'undefined' || /^https?:\/\//.test(baseUrl)) return baseUrl;
  return new URL(baseUrl, window.location.origin).toString().replace(/\/$/, '');
}
