/**
 * The API tests' shared helpers: who is calling, durations, and a social to test with. Helpers of
 * one area live beside them (payments-kit.ts for checkouts); the harness starts the app.
 */
import type { ErrorBody, Social } from '@socials/domain';
import { expect } from 'vitest';
import type { Harness } from './harness';
import { DAY, HOUR } from './time';

export { DAY, HOUR, MINUTE } from './time';

/** A signed-in test user: the harness's signIn gives one. */
export type TestUser = { token: string; userId: string };

/** The Authorization header of a signed-in user. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Calls to /api as `user` (null: signed out): `send` gives the response, `ok` the body of a 2xx
 * response (the test fails on any other status).
 */
export function apiCalls(h: () => Harness) {
  const send = (method: Method, url: string, user: TestUser | null, payload?: object) =>
    h().app.inject({ method, url: `/api${url}`, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });
  async function ok<T>(method: Method, url: string, user: TestUser | null, payload?: object): Promise<T> {
    const res = await send(method, url, user, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  }
  return { send, ok };
}

/** The fields a 4xx response names as at fault, sorted. */
export const fieldsOf = (res: { json(): unknown }) => ((res.json() as ErrorBody).fieldErrors ?? []).map((error) => error.field).sort();

export interface SocialTiming {
  /** From now until it starts (negative: it started already). Default: a week. */
  startsIn?: number;
  /** How long it lasts. Default: two hours. */
  lasts?: number;
}

/** A valid POST /api/socials body: a public social in New York, a week from now, two hours long. */
export function socialBody(overrides: Record<string, unknown> = {}, { startsIn = 7 * DAY, lasts = 2 * HOUR }: SocialTiming = {}): Record<string, unknown> {
  const start = Date.now() + startsIn;
  return {
    title: 'Test Social',
    eventTimestamp: start,
    eventEndTimestamp: start + lasts,
    timezone: 'America/New_York',
    isPublic: true,
    ...overrides,
  };
}

/**
 * The host's new social (the test fails unless it is created). With `coHost`, the social names
 * them as co-host (unless `overrides.hostIds` says otherwise) and they accept the invitation.
 */
export async function createSocial(
  h: Harness,
  host: TestUser,
  overrides: Record<string, unknown> = {},
  { coHost, ...timing }: SocialTiming & { coHost?: TestUser } = {},
): Promise<Social> {
  const body = socialBody(coHost ? { hostIds: [coHost.userId], ...overrides } : overrides, timing);
  const res = await h.app.inject({ method: 'POST', url: '/api/socials', headers: bearer(host.token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const social = res.json() as Social;
  if (coHost && (body.hostIds as string[] | undefined)?.includes(coHost.userId)) await acceptCoHostInvitation(h, coHost, social.id);
  return social;
}

/** The invitee accepts their invitation to co-host `socialId`: from then on they are a host of it. */
export async function acceptCoHostInvitation(h: Harness, invitee: { token: string }, socialId: string): Promise<void> {
  const res = await h.app.inject({ method: 'POST', url: `/api/socials/${socialId}/cohost-invitation/accept`, headers: bearer(invitee.token) });
  expect(res.statusCode, res.body).toBe(200);
}
