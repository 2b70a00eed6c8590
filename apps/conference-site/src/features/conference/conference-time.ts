import { withPlainSpaces } from '@socials/domain';

/** A moment as the conference's zone shows it ("Tue, May 12, 9:00 AM"), and as the visitor's own zone does (for a hover title). */
export function formatConferenceTime(
  epochMs: number,
  zone: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
): string {
  return withPlainSpaces(new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }).format(epochMs));
}

export const formatClockIn = (epochMs: number, zone: string) =>
  formatConferenceTime(epochMs, zone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

export const formatVisitorTime = (epochMs: number) =>
  `Your time: ${withPlainSpaces(new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(epochMs))}`;

/** "May 12 – 13, 2031" in the conference's zone. */
export function formatConferenceDates(startsAt: number, endsAt: number, zone: string): string {
  return withPlainSpaces(new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: zone }).formatRange(startsAt, endsAt));
}

/** "Tuesday, May 12" of a yyyy-mm-dd agenda day. */
export function formatAgendaDay(date: string): string {
  return withPlainSpaces(
    new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${date}T12:00:00Z`)),
  );
}
