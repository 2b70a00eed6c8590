import { describe, expect, it } from 'vitest';
import { percentOf, shapeFunnel } from './shape-funnel';

describe('shapeFunnel', () => {
  it('lists the five steps in order, each with its share of the step before', () => {
    const funnel = shapeFunnel({ views: 200, started: 50, rsvps: 40, approved: 30, attended: 10 });
    expect(funnel.map((s) => [s.step, s.count, s.ofPrevious])).toEqual([
      ['VIEWS', 200, null],
      ['STARTED', 50, 25],
      ['RSVPS', 40, 80],
      ['APPROVED', 30, 75],
      ['ATTENDED', 10, 33.3],
    ]);
    expect(funnel[0]?.label).toBe('Saw the page');
  });

  it('has no share after a step of zero', () => {
    const funnel = shapeFunnel({ views: 0, started: 0, rsvps: 0, approved: 0, attended: 0 });
    expect(funnel.every((s) => s.ofPrevious === null)).toBe(true);
  });

  it('lets a later step exceed an earlier one (RSVPs from pages the tracker never saw)', () => {
    expect(shapeFunnel({ views: 1, started: 2, rsvps: 2, approved: 2, attended: 0 })[1]?.ofPrevious).toBe(200);
  });
});

describe('percentOf', () => {
  it('rounds to one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 0)).toBeNull();
  });
});
