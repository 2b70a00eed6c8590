export { signAccessToken, verifyAccessToken } from './access-token';
export { authRoutes } from './auth.routes';
export { enforceRateLimits, generateCode, hashCode, sameHash } from './one-time-code';
export type { RateLimits } from './one-time-code';
