import { describe, it, expect } from 'vitest';
import { isPastDate } from './is-past-date';

describe('isPastDate', () => {
  it('is true only before now', () => {
    expect(isPastDate(999, 1000)).toBe(true);
    expect(isPastDate(1000, 1000)).toBe(false);
    expect(isPastDate(1001, 1000)).toBe(false);
  });
});
