import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { API_HEADERS, isTokenExpired } from '@socials/domain';
import { trackCall } from './analytics/call-tracker';
import { getApiClientConfig } from './api-client-config';
import { getExternalReferrer, getMarketingData, isLoginPopup, resolveApiUrl } from './page-context';
import { serializeParams } from './serialize-params';
import { defaultRetryDelayMs, errorStatus, withRetry } from './with-retry';

export interface ApiExtraOptions {
  /** Never renew the session for this call (sign-out: a failed renewal must not send anyone to sign in). */
  skipReauth?: boolean;
  /** Turn the GET retry off for one endpoint. */
  retry?: false;
  /**
   * A 403 is this endpoint's own answer (a feature staff did not turn on), not a sign that the
   * session ended: it comes back as it is, without a renewal that could end in a sign-in.
   */
  forbiddenIsAnswer?: true;
}

type QueryResult = Awaited<ReturnType<BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>>>;

const DEFAULT_BASE_URL = '/api';

const baseUrl = () => resolveApiUrl(getApiClientConfig().baseUrl ?? DEFAULT_BASE_URL);

/** One request with the shared headers; `token` is passed in so a retry can tell which token failed. */
async function send(args: string | FetchArgs, api: BaseQueryApi, token: string | null): Promise<QueryResult> {
  const config = getApiClientConfig();
  const raw = fetchBaseQuery({
    baseUrl: baseUrl(),
    fetchFn: config.fetchFn,
    paramsSerializer: serializeParams,
    // Reads JSON as JSON and anything else (a proxy's HTML error page) as text, instead of a parsing error.
    responseHandler: 'content-type',
    prepareHeaders: (headers) => {
      if (token) {
        headers.set('authorization', `Bearer ${token}`);
      } else {
        const visitorId = config.getVisitorId();
        if (visitorId) headers.set(API_HEADERS.visitorId, visitorId);
      }
      const firewallToken = config.getFirewallToken?.();
      if (firewallToken) headers.set(API_HEADERS.firewallToken, firewallToken);
      const marketingData = getMarketingData();
      if (marketingData) headers.set(API_HEADERS.marketingData, marketingData);
      const referrer = getExternalReferrer();
      if (referrer) headers.set(API_HEADERS.referrer, referrer);
      return headers;
    },
  });
  return normaliseError(await raw(args, api, {}));
}

const isHtml = (text: string) => /^\s*</.test(text);

/** An HTML (or otherwise unreadable) error page becomes its status with an empty message. */
function normaliseError(result: QueryResult): QueryResult {
  const { error } = result;
  if (!error) return result;
  if (error.status === 'PARSING_ERROR') {
    return { ...result, error: { status: error.originalStatus, data: { message: '' } } };
  }
  if (typeof error.status === 'number' && typeof error.data === 'string') {
    return { ...result, error: { status: error.status, data: { message: isHtml(error.data) ? '' : error.data } } };
  }
  return result;
}

function errorMessage(error: FetchBaseQueryError): string {
  const data = error.data;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') return data.message;
  return '';
}

/** 401, 403, or a message saying unauthorized. */
export function isAuthFailure(error: FetchBaseQueryError): boolean {
  return error.status === 401 || error.status === 403 || /unauthori[sz]ed/i.test(errorMessage(error));
}

function botCheckData(error: FetchBaseQueryError): { data: unknown } | null {
  const body = error.data;
  return error.status === 405 && typeof body === 'object' && body !== null && 'data' in body ? { data: body.data } : null;
}

/**
 * The access token of a refresh reply (RefreshReply), read by hand: the contract's zod schema would
 * put zod in every app's first load, and this is the one reply the app frame reads.
 */
function accessTokenOf(reply: unknown): string | null {
  if (typeof reply !== 'object' || reply === null || !('access_token' in reply)) return null;
  const token = reply.access_token;
  return typeof token === 'string' && token !== '' ? token : null;
}

async function requestNewAccessToken(): Promise<string | null> {
  try {
    const response = await fetch(`${baseUrl()}/auth/oauth/refresh`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const token = accessTokenOf(await response.json());
    if (!token) return null;
    getApiClientConfig().setAccessToken(token);
    return token;
  } catch {
    return null;
  }
}

/** The session is over: sign in again, or inside the login popup, start from a clean page. */
async function endSession(): Promise<void> {
  const config = getApiClientConfig();
  config.clearSession();
  if (!isLoginPopup()) {
    config.onLoginRequired();
    return;
  }
  await fetch(`${baseUrl()}/auth/logout`, { method: 'POST', credentials: 'include' }).catch(() => undefined);
  (config.reload ?? (() => window.location.reload()))();
}

let renewal: Promise<string | null> | null = null;

/**
 * Renews the access token with the refresh cookie. Single-flight: every request that fails
 * while a renewal runs waits for that one renewal, so a refresh token (rotated on use, its
 * family revoked on reuse) is never sent twice.
 */
export function renewSession(): Promise<string | null> {
  renewal ??= (async () => {
    const token = await requestNewAccessToken();
    if (!token) await endSession();
    return token;
  })().finally(() => {
    renewal = null;
  });
  return renewal;
}

const methodOf = (args: string | FetchArgs) => (typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase());

function sendWithRetry(args: string | FetchArgs, api: BaseQueryApi, token: string | null, extraOptions: ApiExtraOptions | undefined) {
  if (methodOf(args) !== 'GET' || extraOptions?.retry === false) return send(args, api, token);
  return withRetry(() => send(args, api, token), {
    statusOf: (result) => (result.error ? errorStatus(result.error) : undefined),
    delayMs: getApiClientConfig().retryDelayMs ?? defaultRetryDelayMs,
    signal: api.signal,
  });
}

/**
 * The one base query: shared headers, bracket params, GET retries, a single
 * token renewal and retry on an auth failure, and the bot-check hand-off on 405.
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const config = getApiClientConfig();
  const reauth = !extraOptions?.skipReauth;
  let token = config.getAccessToken();
  // Renewing a token about to expire saves a round trip that would fail with 401.
  if (token && reauth && isTokenExpired(token, Date.now())) token = await renewSession();

  let result = await sendWithRetry(args, api, token, extraOptions);

  const answered = extraOptions?.forbiddenIsAnswer === true && result.error?.status === 403;
  if (token && reauth && result.error && !answered && isAuthFailure(result.error)) {
    const latest = config.getAccessToken();
    // Another request may have renewed it meanwhile; then only the retry is needed.
    const renewed = latest && latest !== token ? latest : await renewSession();
    if (renewed) result = await sendWithRetry(args, api, renewed, extraOptions);
  }

  const challenge = result.error ? botCheckData(result.error) : null;
  if (challenge) {
    // The app shows the challenge; once it is solved (its token now in the firewall header), the call is made again, once.
    const solved = await config.onBotCheck?.(challenge.data);
    if (solved === true) result = await sendWithRetry(args, api, config.getAccessToken(), extraOptions);
  }
  trackCall({
    method: methodOf(args),
    url: typeof args === 'string' ? args : args.url,
    body: typeof args === 'string' ? undefined : args.body,
    status: result.meta?.response?.status ?? (typeof result.error?.status === 'number' ? result.error.status : 0),
    failed: result.error !== undefined,
    response: result.error?.data,
  });
  return result;
};
