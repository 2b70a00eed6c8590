import { zonedParts } from '../time/format-in-zone';

interface Timed {
  startsAt: number;
  endsAt: number;
  track: string;
}

export interface AgendaDay<T> {
  /** yyyy-mm-dd in the conference's zone. */
  date: string;
  tracks: { track: string; sessions: T[] }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The agenda by day (in the conference's zone, not the visitor's) and, within a day, by track in
 * order of first session; sessions by start time. A session without a track is under "".
 */
export function groupAgenda<T extends Timed>(sessions: readonly T[], zone: string): AgendaDay<T>[] {
  const days = new Map<string, Map<string, T[]>>();
  for (const session of [...sessions].sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt)) {
    const parts = zonedParts(session.startsAt, zone);
    const date = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
    const tracks = days.get(date) ?? new Map<string, T[]>();
    tracks.set(session.track, [...(tracks.get(session.track) ?? []), session]);
    days.set(date, tracks);
  }
  return [...days.entries()].map(([date, tracks]) => ({ date, tracks: [...tracks.entries()].map(([track, list]) => ({ track, sessions: list })) }));
}
