import type http from 'node:http';
import type { BenchApi, BenchUser } from './api';
import { requestJson } from './http';

const DAY = 24 * 3_600_000;

export interface BenchSocial {
  id: string;
  seats: number | null;
  /** The first ticket tier's id (the default free tier when none was given). */
  tierId: string;
  slug: string;
}

/** The host creates a social a week ahead with `seats` seats; no `ticketTiers`: the server gives it its default free tier. */
export async function createSocial(
  api: BenchApi,
  agent: http.Agent,
  host: BenchUser,
  options: { title: string; seats: number | null; ticketTiers?: Record<string, unknown>[] },
): Promise<BenchSocial> {
  const start = Date.now() + 7 * DAY;
  const res = await requestJson(agent, `${api.url}/api/socials`, {
    method: 'POST',
    token: host.token,
    body: {
      title: options.title,
      eventTimestamp: start,
      eventEndTimestamp: start + 3 * 3_600_000,
      timezone: 'UTC',
      maxCapacity: options.seats,
      ...(options.ticketTiers ? { ticketTiers: options.ticketTiers } : {}),
    },
  });
  if (res.status !== 201) throw new Error(`POST /api/socials answered ${res.status}: ${JSON.stringify(res.body)}`);
  const social = res.body as { id: string; slug: string; ticketTiers: { id: string }[] };
  return { id: social.id, seats: options.seats, tierId: social.ticketTiers[0]!.id, slug: social.slug };
}

/** Approved RSVPs of the social as its host lists them, page by page. */
export async function countApprovedRsvps(api: BenchApi, agent: http.Agent, host: BenchUser, socialId: string): Promise<number> {
  let approved = 0;
  let startKey: string | null = null;
  do {
    const query = new URLSearchParams({ status: 'APPROVED', limit: '100', ...(startKey ? { exclusiveStartKey: startKey } : {}) });
    const res = await requestJson(agent, `${api.url}/api/socials/${socialId}/rsvps?${query}`, { token: host.token });
    if (res.status !== 200) throw new Error(`GET /api/socials/${socialId}/rsvps answered ${res.status}: ${JSON.stringify(res.body)}`);
    const page = res.body as { data: { status: string }[]; meta?: { lastEvaluatedKey: string | null } };
    approved += page.data.filter((r) => r.status === 'APPROVED').length;
    startKey = page.meta?.lastEvaluatedKey ?? null;
  } while (startKey);
  return approved;
}

/** The social's seat counter as its host sees it. */
export async function readConfirmedPax(api: BenchApi, agent: http.Agent, host: BenchUser, socialId: string): Promise<number> {
  const detail = await requestJson(agent, `${api.url}/api/socials/${socialId}`, { token: host.token });
  if (detail.status !== 200) throw new Error(`GET /api/socials/${socialId} answered ${detail.status}`);
  return (detail.body as { confirmedPax: number }).confirmedPax;
}
