export { aMe, fakeJwt } from '@socials/domain/testing';

export const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;

/** Forgets every cookie of the test document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
