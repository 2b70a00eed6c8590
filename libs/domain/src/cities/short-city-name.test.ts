import { describe, expect, it } from 'vitest';
import { shortCityName } from './short-city-name';

describe('shortCityName', () => {
  it.each([
    ['New York', 'NYC'],
    ['Los Angeles', 'LA'],
    ['San Francisco', 'SF'],
    ['Philadelphia', 'Philly'],
    ['Hong Kong', 'HK'],
  ])('shortens %s to %s', (city, short) => {
    expect(shortCityName(city)).toBe(short);
  });

  it('ignores case and surrounding spaces', () => {
    expect(shortCityName(' new york ')).toBe('NYC');
  });

  it('leaves other cities unchanged', () => {
    expect(shortCityName('Singapore')).toBe('Singapore');
    expect(shortCityName('')).toBe('');
  });
});
