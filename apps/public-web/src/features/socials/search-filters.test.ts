import { describe, expect, it } from 'vitest';
import {
  dateRangeError,
  filtersFromParams,
  hasFilters,
  localDayStart,
  NO_FILTERS,
  paramsFromFilters,
  parseTags,
  searchBodyFromFilters,
} from './search-filters';

describe('search filters in the address', () => {
  it('reads every filter and ignores an unknown price', () => {
    const params = new URLSearchParams('q=jazz&city=new-york&from=2026-12-01&to=2026-12-31&tags=music,ai&price=cheap');
    expect(filtersFromParams(params)).toEqual({ text: 'jazz', city: 'new-york', from: '2026-12-01', to: '2026-12-31', tags: 'music,ai', price: '' });
  });

  it('writes only the filters in use, keeping what was typed as it is', () => {
    const params = paramsFromFilters({ ...NO_FILTERS, text: 'jazz ', price: 'free', tags: '  ' });
    expect(params.toString()).toBe('q=jazz+&price=free');
    expect(filtersFromParams(params)).toEqual({ ...NO_FILTERS, text: 'jazz ', price: 'free' });
  });

  it('counts blank fields as no filter', () => {
    expect(hasFilters({ ...NO_FILTERS, text: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, city: 'new-york' })).toBe(true);
  });
});

describe('parseTags', () => {
  it('trims, drops blanks and repeats', () => {
    expect(parseTags(' music, AI,,music ,')).toEqual(['music', 'AI']);
  });

  it('keeps within the API limits (10 tags of 40 characters)', () => {
    const tags = parseTags(Array.from({ length: 12 }, (_, index) => `${index}${'t'.repeat(45)}`).join(','));
    expect(tags).toHaveLength(10);
    expect(tags.every((tag) => tag.length === 40)).toBe(true);
  });
});

describe('localDayStart', () => {
  it('is local midnight of the day, or of a later day with an offset', () => {
    expect(localDayStart('2026-12-31')).toBe(new Date(2026, 11, 31).getTime());
    expect(localDayStart('2026-12-31', 1)).toBe(new Date(2027, 0, 1).getTime());
  });

  it('refuses what is not a real day', () => {
    expect(localDayStart('2026-02-30')).toBeUndefined();
    expect(localDayStart('tomorrow')).toBeUndefined();
    expect(localDayStart('')).toBeUndefined();
  });
});

describe('searchBodyFromFilters', () => {
  it('sends the whole "to" day and maps price to the API values', () => {
    const body = searchBodyFromFilters({ text: ' jazz ', city: 'new-york', from: '2026-12-01', to: '2026-12-31', tags: 'music, ai', price: 'paid' }, 12);
    expect(body).toEqual({
      text: 'jazz',
      cityId: 'new-york',
      from: new Date(2026, 11, 1).getTime(),
      to: new Date(2027, 0, 1).getTime(),
      tags: ['music', 'ai'],
      price: 'PAID',
      limit: 12,
    });
  });

  it('leaves out the filters not in use', () => {
    expect(searchBodyFromFilters({ ...NO_FILTERS, text: '  ', price: 'free' }, 12)).toEqual({ price: 'FREE', limit: 12 });
  });
});

describe('dateRangeError', () => {
  it('complains only when the end is before the start', () => {
    expect(dateRangeError({ ...NO_FILTERS, from: '2026-12-02', to: '2026-12-01' })).toBeDefined();
    expect(dateRangeError({ ...NO_FILTERS, from: '2026-12-01', to: '2026-12-01' })).toBeUndefined();
    expect(dateRangeError({ ...NO_FILTERS, to: '2026-12-01' })).toBeUndefined();
  });
});
