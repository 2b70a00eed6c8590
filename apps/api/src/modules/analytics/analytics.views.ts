import type { AnalyticsSocial, ManagerRsvp } from '@socials/domain';
import type { AnalyticsSocialRow, ManagerRsvpRow } from './analytics.repo';

export function toAnalyticsSocial(row: AnalyticsSocialRow): AnalyticsSocial {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    ownerId: row.ownerId,
    eventTimestamp: row.eventAt.getTime(),
    timezone: row.timezone,
    isCancelled: row.isCancelled,
  };
}

export function toManagerRsvp(row: ManagerRsvpRow): ManagerRsvp {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.getTime(),
    attendedAt: row.attendedAt?.getTime() ?? null,
    tierName: row.tierName,
    user: row.user,
    social: row.social,
  };
}
