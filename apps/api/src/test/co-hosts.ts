import { expect } from 'vitest';
import type { Harness } from './harness';

/** The invitee accepts their invitation to co-host `socialId`: from then on they are a host of it. */
export async function acceptCoHostInvitation(h: Harness, invitee: { token: string }, socialId: string): Promise<void> {
  const res = await h.app.inject({ method: 'POST', url: `/api/socials/${socialId}/cohost-invitation/accept`, headers: { authorization: `Bearer ${invitee.token}` } });
  expect(res.statusCode, res.body).toBe(200);
}
