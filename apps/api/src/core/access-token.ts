import { SignJWT, jwtVerify } from 'jose';
import type { Config } from './config';

const ISSUER = 'socials';

export interface AccessClaims {
  userId: string;
  isAdmin: boolean;
  /** The account's session version at issue time (0 when the token carries none). */
  sessionVersion?: number;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Short-lived HS256 JWT: sub is the user id, adm the admin flag and sv the account's session version at issue time. */
export async function signAccessToken(config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>, claims: AccessClaims): Promise<string> {
  return new SignJWT({ adm: claims.isAdmin, sv: claims.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + config.accessTokenTtlSeconds)
    .sign(key(config.jwtSecret));
}

/** The claims of a valid token, or null when it is malformed, forged or expired. */
export async function verifyAccessToken(config: Pick<Config, 'jwtSecret'>, token: string): Promise<Required<AccessClaims> | null> {
  try {
    const { payload } = await jwtVerify(token, key(config.jwtSecret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
    if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return null;
    return { userId: payload.sub, isAdmin: payload.adm === true, sessionVersion };
  } catch {
    return null;
  }
}
