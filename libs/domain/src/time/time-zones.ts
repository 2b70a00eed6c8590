/** The zones online public events are shown in, in this order. */
export const EVENT_DISPLAY_TIME_ZONES = [
  { label: 'New York', zone: 'America/New_York' },
  { label: 'San Francisco', zone: 'America/Los_Angeles' },
  { label: 'Singapore', zone: 'Asia/Singapore' },
] as const;

/** Zones a host can pick for a social; the cities we list plus common ones. */
export const TIME_ZONE_OPTIONS = [
  { label: 'New York (America/New_York)', zone: 'America/New_York' },
  { label: 'Chicago (America/Chicago)', zone: 'America/Chicago' },
  { label: 'Denver (America/Denver)', zone: 'America/Denver' },
  { label: 'Los Angeles / San Francisco (America/Los_Angeles)', zone: 'America/Los_Angeles' },
  { label: 'Toronto (America/Toronto)', zone: 'America/Toronto' },
  { label: 'São Paulo (America/Sao_Paulo)', zone: 'America/Sao_Paulo' },
  { label: 'London (Europe/London)', zone: 'Europe/London' },
  { label: 'Paris / Berlin (Europe/Paris)', zone: 'Europe/Paris' },
  { label: 'Dubai (Asia/Dubai)', zone: 'Asia/Dubai' },
  { label: 'India (Asia/Kolkata)', zone: 'Asia/Kolkata' },
  { label: 'Singapore (Asia/Singapore)', zone: 'Asia/Singapore' },
  { label: 'Hong Kong (Asia/Hong_Kong)', zone: 'Asia/Hong_Kong' },
  { label: 'Tokyo (Asia/Tokyo)', zone: 'Asia/Tokyo' },
  { label: 'Sydney (Australia/Sydney)', zone: 'Australia/Sydney' },
  { label: 'UTC', zone: 'UTC' },
] as const;
