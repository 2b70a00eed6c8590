/**
 * What the API client needs from the session layer. libs/auth owns cookies, navigation and
 * the store, and hands them in here, so this library never reaches into UI state itself.
 */
export interface ApiClientConfig {
  /** Where the API lives; relative to the page's origin. Default '/api'. */
  baseUrl?: string;
  getAccessToken: () => string | null;
  setAccessToken: (token: string) => void;
  /** Forget the local session (token cookie and signed-in state). */
  clearSession: () => void;
  getVisitorId: () => string | null;
  getFirewallToken?: () => string | null;
  /** The session could not be renewed: send the visitor to sign in. */
  onLoginRequired: () => void;
  /**
   * A 405 with a `data` field: show the human-verification challenge. Resolving true (the challenge
   * was solved and the firewall token set) makes the call again.
   */
  onBotCheck?: (data: unknown) => void | boolean | Promise<boolean>;
  /** Reloads the page (the popup=login case); replaceable in tests. */
  reload?: () => void;
  /** Pause before retry number `attempt` of an idempotent GET. */
  retryDelayMs?: (attempt: number) => number;
  /** Sends the requests instead of the global fetch: a server render hands its calls to the API in the same process. */
  fetchFn?: typeof fetch;
}

const anonymous: ApiClientConfig = {
  getAccessToken: () => null,
  setAccessToken: () => undefined,
  clearSession: () => undefined,
  getVisitorId: () => null,
  onLoginRequired: () => undefined,
};

let current: ApiClientConfig = anonymous;

export function configureApiClient(config: ApiClientConfig): void {
  current = config;
}

/**
 * The client of a server render: an anonymous caller (no session, no visitor id) whose calls go to
 * `fetchApi` (the API in the same process) at `origin`, retried without waiting.
 */
export function configureServerRenderClient(origin: string, fetchApi: (request: Request) => Promise<Response>): void {
  configureApiClient({ ...anonymous, baseUrl: `${origin}/api`, fetchFn: (input, init) => fetchApi(new Request(input, init)), retryDelayMs: () => 0 });
}

export function getApiClientConfig(): ApiClientConfig {
  return current;
}
