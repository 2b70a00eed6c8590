import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi, configureApiClient, getFirewallToken } from '@socials/api-client';
import { authReducer, initialAuthState, sessionCleared, sessionStarted } from '../session/auth-slice';
import { setCookieDomain } from '../session/cookies';
import { buildLoginPath, DEFAULT_LOGIN_PATH, returnPathOf } from '../session/return-to';
import { clearSessionToken, getSessionToken, setSessionToken } from '../session/session-token';
import { getVisitorId } from '../session/visitor-id';

export interface CreateAppStoreOptions {
  /** The app's router basename: '' for public-web, '/host' for host-portal, '/manager' for the console. */
  basename?: string;
  /** The login route inside the app. Default '/auth/login'. */
  loginPath?: string;
  /**
   * Navigates to a path inside the app (relative to the basename), e.g. `(to) => router.navigate(to)`.
   * Without it the browser loads `basename + to`.
   */
  navigate?: (to: string) => void;
  /** The product's cookie domain (e.g. ".socials.example"); host-only when left out. */
  cookieDomain?: string;
  /** Default: the solved bot check kept for the tab. */
  getFirewallToken?: () => string | null;
  /** A 405 with `data` asks for a human-verification challenge. Default: the bot-check dialog, then the call again. */
  onBotCheck?: (data: unknown) => void | boolean | Promise<boolean>;
  /** Override the API base; default '/api'. */
  apiBaseUrl?: string;
  /** Pause before GET retries (tests pass () => 0). */
  retryDelayMs?: (attempt: number) => number;
}

/** The default: the bot-check dialog (loaded when first needed), then the call again. */
const requestHumanVerification = async (data: unknown): Promise<boolean> =>
  (await import('../bot-check/human-verification-store')).requestHumanVerification(data);

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

function stripBasename(pathname: string, basename: string): string {
  if (!basename || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || '/';
}

/**
 * The store every web app uses: the one RTK Query API plus the auth slice, with the API
 * client wired to the session cookie and to this app's login route.
 */
export function createAppStore(options: CreateAppStoreOptions = {}) {
  const basename = (options.basename ?? '').replace(/\/$/, '');
  const loginPath = options.loginPath ?? DEFAULT_LOGIN_PATH;
  setCookieDomain(options.cookieDomain);

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: getSessionToken() ? { ...initialAuthState, status: 'loading' as const } : initialAuthState },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });

  const goToLogin = () => {
    const path = stripBasename(window.location.pathname, basename);
    if (path.startsWith(loginPath)) return;
    const to = buildLoginPath(returnPathOf(path, window.location.search), loginPath);
    if (options.navigate) options.navigate(to);
    else window.location.assign(`${basename}${to}`);
  };

  configureApiClient({
    baseUrl: options.apiBaseUrl,
    getAccessToken: getSessionToken,
    setAccessToken: (token) => {
      setSessionToken(token);
      store.dispatch(sessionStarted());
    },
    clearSession: () => {
      clearSessionToken();
      store.dispatch(sessionCleared());
    },
    getVisitorId,
    getFirewallToken: options.getFirewallToken ?? getFirewallToken,
    onLoginRequired: goToLogin,
    onBotCheck: options.onBotCheck ?? requestHumanVerification,
    retryDelayMs: options.retryDelayMs,
  });

  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
