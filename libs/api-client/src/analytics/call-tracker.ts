import { API_HEADERS, isTokenExpired, type AnalyticsEventInput } from '@socials/domain';
import { getApiClientConfig } from '../api-client-config';
import { resolveApiUrl } from '../page-context';

/** Events wait this long for company, so that a burst of calls costs one request. */
export const FLUSH_DELAY_MS = 1000;
/** Per request: a keepalive request may carry at most 64 KB, so batches stay small. */
export const EVENTS_PER_BATCH = 20;

let enabled = false;
let queue: AnalyticsEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function eventsUrl(): string {
  return `${resolveApiUrl(getApiClientConfig().baseUrl ?? '/api')}/analytics/events`;
}

/** Who sends the batch: the signed-in user while the token is good, else the visitor id. */
function senderHeaders(): Record<string, string> {
  const config = getApiClientConfig();
  const token = config.getAccessToken();
  if (token && !isTokenExpired(token, Date.now())) return { authorization: `Bearer ${token}` };
  const visitorId = config.getVisitorId();
  return visitorId ? { [API_HEADERS.visitorId]: visitorId } : {};
}

/** Sends what is queued, in batches, with keepalive so it survives the page closing. Never throws. */
export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const events = queue.splice(0, EVENTS_PER_BATCH);
    try {
      void fetch(eventsUrl(), {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...senderHeaders() },
        body: JSON.stringify({ events }),
      }).catch(() => undefined);
    } catch {
      // Losing analytics must never break the page.
    }
  }
}

function enqueue(event: AnalyticsEventInput): void {
  if (!enabled) return;
  queue.push(event);
  if (queue.length >= EVENTS_PER_BATCH) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

const flushWhenHidden = () => {
  if (document.visibilityState === 'hidden') flushAnalytics();
};

/**
 * Turns recording on (each app's start-up; tests leave it off): non-GET and failed calls and
 * social page views go to our own server, batched, and what is queued is sent when the page hides.
 */
export function startAnalytics(): void {
  if (enabled || typeof window === 'undefined') return;
  enabled = true;
  window.addEventListener('pagehide', flushAnalytics);
  document.addEventListener('visibilitychange', flushWhenHidden);
}

/** Turns recording off and forgets what was queued (tests). */
export function stopAnalytics(): void {
  enabled = false;
  queue = [];
  if (timer) clearTimeout(timer);
  timer = null;
  if (typeof window === 'undefined') return;
  window.removeEventListener('pagehide', flushAnalytics);
  document.removeEventListener('visibilitychange', flushWhenHidden);
}

/** A social's public page was shown. */
export function trackPageView(socialId: string): void {
  enqueue({ type: 'PAGE_VIEW', socialId });
}

export interface TrackedCall {
  method: string;
  /** The URL as the endpoint was called, relative to the API base; its query string is dropped. */
  url: string;
  body?: unknown;
  /** The HTTP status, or 0 when there was no answer. */
  status: number;
  failed: boolean;
  /** The error body of a failed call. */
  response?: unknown;
}

/** A non-GET call is an analytics event; a failed call is logged with its endpoint, method, payload and response. */
export function trackCall(call: TrackedCall): void {
  if (!enabled || (call.method === 'GET' && !call.failed)) return;
  try {
    const endpoint = call.url.split('?')[0]?.slice(0, 500) ?? '';
    if (call.failed) trackFailure(call, endpoint);
    else enqueue({ type: 'API_CALL', method: call.method, endpoint, status: call.status });
  } catch {
    // An odd body (a stream, a cycle) is not worth breaking the call for.
  }
}

/**
 * A failed call goes with its payload and response, secrets removed: the code for that loads at the
 * first failure (most pages have none), so the event joins the queue a moment after the call.
 */
function trackFailure(call: TrackedCall, endpoint: string): void {
  void import('./failure-detail')
    .then(({ failureDetail }) => enqueue({ type: 'API_FAILURE', method: call.method, endpoint, status: call.status, detail: failureDetail(call) }))
    .catch(() => undefined);
}
