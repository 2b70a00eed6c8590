import { describe, expect, it } from 'vitest';
import { normalizeCountryCode } from './normalize-country-code';

// "The country code is normalised to a single leading plus, default +1."
describe('normalizeCountryCode', () => {
  it('gives a single leading plus', () => {
    expect(normalizeCountryCode('65')).toBe('+65');
    expect(normalizeCountryCode('++65')).toBe('+65');
    expect(normalizeCountryCode(' +44 ')).toBe('+44');
  });

  it('defaults to +1', () => {
    expect(normalizeCountryCode('')).toBe('+1');
    expect(normalizeCountryCode(undefined)).toBe('+1');
    expect(normalizeCountryCode('+')).toBe('+1');
  });
});
