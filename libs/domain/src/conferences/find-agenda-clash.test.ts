import { describe, expect, it } from 'vitest';
import { describeAgendaClash, findAgendaClash, type AgendaSlot } from './find-agenda-clash';

const H = 3_600_000;
const ada = { id: 'ada', name: 'Ada Lovelace' };
const alan = { id: 'alan', name: 'Alan Turing' };
const slot = (id: string, room: string, start: number, end: number, speakers: AgendaSlot['speakers'] = []): AgendaSlot => ({
  id,
  title: `Talk ${id}`,
  room,
  startsAt: start * H,
  endsAt: end * H,
  speakers,
});

describe('findAgendaClash', () => {
  it('accepts sessions in different rooms, and back-to-back sessions in one room', () => {
    expect(findAgendaClash([slot('a', 'Hall A', 9, 10, [ada]), slot('b', 'Hall B', 9, 10, [alan]), slot('c', 'Hall A', 10, 11, [ada])])).toBeNull();
  });

  it('names two sessions in one room at once (case and spaces ignored)', () => {
    const clash = findAgendaClash([slot('a', 'Hall A', 9, 11), slot('b', ' hall a', 10, 12)]);
    expect(clash?.kind).toBe('room');
    expect(describeAgendaClash(clash!)).toBe('Hall A is taken: "Talk a" and "Talk b" overlap in it');
  });

  it('names a speaker in two rooms at once', () => {
    const clash = findAgendaClash([slot('a', 'Hall A', 9, 11, [ada, alan]), slot('b', 'Hall B', 10.5, 12, [alan])]);
    expect(clash).toMatchObject({ kind: 'speaker', speaker: alan });
    expect(describeAgendaClash(clash!)).toBe('Alan Turing cannot be in two places: "Talk a" and "Talk b" overlap');
  });

  it('lets sessions without a room overlap', () => {
    expect(findAgendaClash([slot('a', '', 9, 11), slot('b', '', 9, 11)])).toBeNull();
  });

  it('finds a clash hidden behind a long session', () => {
    expect(findAgendaClash([slot('long', 'Hall A', 9, 17), slot('x', 'Hall B', 10, 11), slot('y', 'Hall A', 12, 13)])).toMatchObject({
      kind: 'room',
      first: { id: 'long' },
      second: { id: 'y' },
    });
  });

  it('only reports clashes of the changed session when one is named', () => {
    const agenda = [slot('a', 'Hall A', 9, 11), slot('b', 'Hall A', 10, 12), slot('c', 'Hall B', 9, 10)];
    expect(findAgendaClash(agenda, 'c')).toBeNull();
    expect(findAgendaClash(agenda, 'b')).toMatchObject({ kind: 'room' });
  });

  it('agrees with a pairwise check on random agendas', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 200; run++) {
      const sessions = Array.from({ length: 6 }, (_, i) => {
        const start = rand(10);
        return slot(String(i), ['A', 'B', 'C'][rand(3)]!, start, start + 1 + rand(3), rand(2) ? [ada] : [alan]);
      });
      const pairwise = sessions.some((a, i) =>
        sessions.some((b, j) => j > i && a.startsAt < b.endsAt && b.startsAt < a.endsAt && (a.room === b.room || a.speakers[0]!.id === b.speakers[0]!.id)),
      );
      expect(findAgendaClash(sessions) !== null).toBe(pairwise);
    }
  });
});
