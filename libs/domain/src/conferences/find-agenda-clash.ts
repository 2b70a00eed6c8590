/** A session as the agenda check sees it. */
export interface AgendaSlot {
  id: string;
  title: string;
  room: string;
  startsAt: number;
  endsAt: number;
  speakers: readonly { id: string; name: string }[];
}

/** Two sessions that cannot both happen: the same room, or the same speaker, at overlapping times. */
export type AgendaClash =
  | { kind: 'room'; room: string; first: AgendaSlot; second: AgendaSlot }
  | { kind: 'speaker'; speaker: { id: string; name: string }; first: AgendaSlot; second: AgendaSlot };

const overlaps = (a: AgendaSlot, b: AgendaSlot) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;
const sameRoom = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The first clash of an agenda, or null: no two sessions in one room at once, and no speaker in two
 * sessions at once. Back-to-back sessions (one ends as the next starts) do not clash; a session
 * without a room clashes with no room. When `changed` is given, only clashes involving that session
 * are reported, so an agenda that already had a clash does not block an unrelated edit.
 */
export function findAgendaClash(sessions: readonly AgendaSlot[], changed?: string): AgendaClash | null {
  const ordered = [...sessions].sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt || a.id.localeCompare(b.id));
  for (const [i, first] of ordered.entries()) {
    for (const second of ordered.slice(i + 1)) {
      if (second.startsAt >= first.endsAt) break;
      if (changed !== undefined && first.id !== changed && second.id !== changed) continue;
      if (!overlaps(first, second)) continue;
      if (sameRoom(first.room, second.room)) return { kind: 'room', room: first.room, first, second };
      const shared = first.speakers.find((speaker) => second.speakers.some((other) => other.id === speaker.id));
      if (shared) return { kind: 'speaker', speaker: shared, first, second };
    }
  }
  return null;
}

/** The clash in a sentence that names both sessions. */
export function describeAgendaClash(clash: AgendaClash): string {
  const both = `"${clash.first.title}" and "${clash.second.title}"`;
  return clash.kind === 'room' ? `${clash.room} is taken: ${both} overlap in it` : `${clash.speaker.name} cannot be in two places: ${both} overlap`;
}
