import type { Me } from '@socials/domain';

export function aMe(changes: Partial<Me> = {}): Me {
  return {
    id: 'u1',
    slug: 'ada',
    displayName: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    photoPath: null,
    currentCity: null,
    curPosition: null,
    curAcademic: null,
    registeredTimestamp: 0,
    email: 'ada@example.com',
    isAdmin: false,
    isValid: true,
    isAnonymous: false,
    isSubscribedToUpdate: false,
    ...changes,
  };
}

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT valid for an hour: the client only reads `exp`. */
export function fakeJwt(label: string): string {
  const payload = { sub: label, exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify(payload))}.sig`;
}

export const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;

/** Forgets every cookie of the test document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
