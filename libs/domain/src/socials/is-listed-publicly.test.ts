import { describe, expect, it } from 'vitest';
import { isListedPublicly } from './is-listed-publicly';

const now = 1_800_000_000_000;
const listed = { isPublic: true, isDeleted: false, publicApprovalStatus: 'APPROVED' as const, eventEndTimestamp: now + 1 };

describe('isListedPublicly', () => {
  it('lists approved and approved-and-featured upcoming public socials', () => {
    expect(isListedPublicly(listed, now)).toBe(true);
    expect(isListedPublicly({ ...listed, publicApprovalStatus: 'APPROVED_FEATURE' }, now)).toBe(true);
  });

  it('does not list socials awaiting or refused approval', () => {
    for (const status of ['PENDING', 'REVISION_NEEDED', 'DECLINED'] as const) {
      expect(isListedPublicly({ ...listed, publicApprovalStatus: status }, now)).toBe(false);
    }
  });

  it('does not list private, deleted or finished socials', () => {
    expect(isListedPublicly({ ...listed, isPublic: false }, now)).toBe(false);
    expect(isListedPublicly({ ...listed, isDeleted: true }, now)).toBe(false);
    expect(isListedPublicly({ ...listed, eventEndTimestamp: now }, now)).toBe(false);
  });
});
