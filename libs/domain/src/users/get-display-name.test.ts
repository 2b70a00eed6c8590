import { describe, expect, it } from 'vitest';
import { getDisplayName, getHeadline, getShortName, isHeadlineVerified } from './get-display-name';

describe('getDisplayName', () => {
  it('prefers the display name', () => {
    expect(getDisplayName({ displayName: 'Ada', name: 'Augusta', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada');
  });

  it('falls back to name, then first and last name', () => {
    expect(getDisplayName({ displayName: '  ', name: 'Augusta King' })).toBe('Augusta King');
    expect(getDisplayName({ displayName: null, firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(getDisplayName({ lastName: 'Lovelace' })).toBe('Lovelace');
  });

  it('is empty when nothing is known', () => {
    expect(getDisplayName({})).toBe('');
    expect(getDisplayName(null)).toBe('');
  });
});

describe('getShortName', () => {
  it('gives the first name and last initial', () => {
    expect(getShortName({ firstName: 'Ada', lastName: 'lovelace' })).toBe('Ada L.');
  });

  it('gives the first name alone without a last name', () => {
    expect(getShortName({ firstName: 'Ada', lastName: null })).toBe('Ada');
  });

  it('falls back to the display name without a first name', () => {
    expect(getShortName({ displayName: 'The Countess' })).toBe('The Countess');
  });
});

describe('getHeadline and isHeadlineVerified', () => {
  const position = { title: 'Engineer', organization: { name: 'Analytical Engines', isVerified: true } };
  const academic = { degree: 'MBA', classOfGraduation: 2012, school: { name: 'Wharton', isVerified: false } };

  it('uses the current position first', () => {
    const user = { curPosition: position, curAcademic: academic };
    expect(getHeadline(user)).toBe('Engineer, Analytical Engines');
    expect(isHeadlineVerified(user)).toBe(true);
  });

  it('uses the academic record when there is no position', () => {
    const user = { curPosition: null, curAcademic: academic };
    expect(getHeadline(user)).toBe('MBA, 2012, Wharton');
    expect(isHeadlineVerified(user)).toBe(false);
  });

  it('skips empty parts', () => {
    expect(getHeadline({ curPosition: { title: '', organization: { name: 'Acme' } } })).toBe('Acme');
    expect(getHeadline({ curAcademic: { degree: 'BSc', classOfGraduation: null, school: { name: 'MIT' } } })).toBe('BSc, MIT');
  });

  it('is empty and unverified when there is nothing', () => {
    expect(getHeadline({ curPosition: { title: ' ', organization: null } })).toBe('');
    expect(isHeadlineVerified({})).toBe(false);
  });
});
