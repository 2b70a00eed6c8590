import { describe, expect, it } from 'vitest';
import { hasHostFeature } from './has-host-feature';

describe('hasHostFeature', () => {
  it('gives a host only the features staff turned on for them', () => {
    const host = { isAdmin: false, hostFeatures: ['ADVANCE_BLAST'] };
    expect(hasHostFeature(host, 'ADVANCE_BLAST')).toBe(true);
    expect(hasHostFeature(host, 'TABLE_GROUPING')).toBe(false);
  });

  it('gives staff every feature and an unknown user none', () => {
    expect(hasHostFeature({ isAdmin: true, hostFeatures: [] }, 'TABLE_GROUPING')).toBe(true);
    expect(hasHostFeature(undefined, 'TABLE_GROUPING')).toBe(false);
    expect(hasHostFeature(null, 'MANAGE_ATTENDEES')).toBe(false);
  });
});
