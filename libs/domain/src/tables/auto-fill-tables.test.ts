import { describe, expect, it } from 'vitest';
import { autoFillTables } from './auto-fill-tables';

const tableOf = (seats: { tableId: string }[]) => seats.map((s) => s.tableId);

describe('autoFillTables', () => {
  it('fills tables evenly, the earlier table first on a tie', () => {
    const seats = autoFillTables(
      [
        { id: 'a', capacity: 4, seated: 0 },
        { id: 'b', capacity: 4, seated: 0 },
      ],
      ['g1', 'g2', 'g3'],
    );
    expect(seats).toEqual([
      { guestId: 'g1', tableId: 'a' },
      { guestId: 'g2', tableId: 'b' },
      { guestId: 'g3', tableId: 'a' },
    ]);
  });

  it('counts who is already seated and never goes over a capacity', () => {
    const seats = autoFillTables(
      [
        { id: 'a', capacity: 2, seated: 2 },
        { id: 'b', capacity: 3, seated: 1 },
      ],
      ['g1', 'g2', 'g3'],
    );
    expect(tableOf(seats)).toEqual(['b', 'b']);
  });

  it('seats anyone at a table without a limit, and no one when there is no table', () => {
    expect(
      tableOf(
        autoFillTables(
          [
            { id: 'a', capacity: null, seated: 10 },
            { id: 'b', capacity: 1, seated: 0 },
          ],
          ['g1', 'g2'],
        ),
      ),
    ).toEqual(['b', 'a']);
    expect(autoFillTables([], ['g1'])).toEqual([]);
  });
});
