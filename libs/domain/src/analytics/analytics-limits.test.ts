import { describe, expect, it } from 'vitest';
import { jsonDepth } from './analytics-limits';

describe('jsonDepth', () => {
  it('counts the levels of objects and arrays, scalars none', () => {
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [1, { b: 2 }], c: 3 })).toBe(3);
  });

  it('measures nesting far past any stack without recursing', () => {
    expect(jsonDepth(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBe(100_000);
  });
});
