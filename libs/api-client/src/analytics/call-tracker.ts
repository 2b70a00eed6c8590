import { API_HEADERS, isTokenExpired, MAX_ANALYTICS_DETAIL_CHARS, redactSecrets, type AnalyticsEventInput } from '@socials/domain';
import { getApiClientConfig } from '../api-client-config';
import { resolveApiUrl } from '../page-context';

/** Events wait this long for company, so that a burst of calls costs one request. */
export const FLUSH_DELAY_MS = 1000;
/** Per request: a keepalive request may carry at most 64 KB, so batches stay small. */
export const EVENTS_PER_BATCH = 20;
/** The payload and response of a call are each cut to this many characters of JSON. */
const MAX_PART_CHARS = 1500;
/** What the server takes (MAX_ANALYTICS_DETAIL_CHARS), with room to spare: escaping can lengthen a cut text. */
const MAX_DETAIL_CHARS = MAX_ANALYTICS_DETAIL_CHARS - 500;

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

/** A payload or response fit to send: secrets removed, cut to a size. */
function compactDetail(value: unknown): unknown {
  if (value === undefined) return undefined;
  const safe = redactSecrets(value);
  const text = JSON.stringify(safe) ?? '';
  return text.length <= MAX_PART_CHARS ? safe : `${text.slice(0, MAX_PART_CHARS)}…`;
}

/** The payload and response of a failed call, or only that they were too large to send. */
function failureDetail(call: TrackedCall): Record<string, unknown> {
  const detail = { payload: compactDetail(call.body), response: compactDetail(call.response) };
  return (JSON.stringify(detail) ?? '').length <= MAX_DETAIL_CHARS ? detail : { tooLarge: true };
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

/** Spec 7.1: a non-GET call is an analytics event; a failed call is logged with its endpoint, method, payload and response. */
export function trackCall(call: TrackedCall): void {
  if (!enabled || (call.method === 'GET' && !call.failed)) return;
  try {
    const endpoint = call.url.split('?')[0]?.slice(0, 500) ?? '';
    if (call.failed) enqueue({ type: 'API_FAILURE', method: call.method, endpoint, status: call.status, detail: failureDetail(call) });
    else enqueue({ type: 'API_CALL', method: call.method, endpoint, status: call.status });
  } catch {
    // An odd body (a stream, a cycle) is not worth breaking the call for.
  }
}
