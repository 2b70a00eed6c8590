import { describe, expect, it } from 'vitest';
import { approvalStatusLabel } from './approval-status-label';

describe('approvalStatusLabel', () => {
  it('labels every status', () => {
    expect(approvalStatusLabel('DECLINED')).toBe('Declined');
    expect(approvalStatusLabel('PENDING')).toBe('Pending');
    expect(approvalStatusLabel('REVISION_NEEDED')).toBe('Revision Needed');
    expect(approvalStatusLabel('APPROVED')).toBe('Approved');
    expect(approvalStatusLabel('APPROVED_FEATURE')).toBe('Approved & Featured');
  });
});
