export const SIGN_IN_CODE_TTL_SECONDS = 600;
export const REFRESH_COOKIE_NAME = 'socials_refresh';
export const SESSION_COOKIE_NAME = 'socials_session';
export const VISITOR_COOKIE_NAME = 'socials_visitor';
/** Session cookie lifetime. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 7_776_000;
/** A token counts as expired when under 5 minutes remain. */
export const TOKEN_EXPIRY_MARGIN_MS = 5 * 60 * 1000;
