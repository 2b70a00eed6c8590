import { describe, expect, it } from 'vitest';
import { groupAgenda } from './group-agenda';

const at = (iso: string) => Date.parse(iso);
const s = (id: string, start: string, track: string) => ({ id, startsAt: at(start), endsAt: at(start) + 3_600_000, track });

describe('groupAgenda', () => {
  it('groups by day in the conference’s zone, then by track, by start time', () => {
    const sessions = [
      s('late', '2031-05-13T03:30:00Z', 'AI'),
      s('b', '2031-05-12T15:00:00Z', 'Product'),
      s('a', '2031-05-12T13:00:00Z', 'AI'),
      s('c', '2031-05-13T14:00:00Z', ''),
    ];
    // 03:30 UTC on the 13th is still the evening of the 12th in New York.
    expect(groupAgenda(sessions, 'America/New_York').map((day) => [day.date, day.tracks.map((t) => [t.track, t.sessions.map((x) => x.id)])])).toEqual([
      [
        '2031-05-12',
        [
          ['AI', ['a', 'late']],
          ['Product', ['b']],
        ],
      ],
      ['2031-05-13', [['', ['c']]]],
    ]);
    expect(groupAgenda(sessions, 'UTC').map((day) => day.date)).toEqual(['2031-05-12', '2031-05-13']);
  });
});
