import type { ConferenceConfig } from '@socials/domain';

/** The config carries no display name yet: the id, made readable ("ai-summit-2026" → "Ai Summit 2026"), else the host. */
export function conferenceName(conference: ConferenceConfig): string {
  const fromId = (conference.id ?? '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return fromId || conference.host?.replace(/^www\./i, '') || 'Conference';
}
