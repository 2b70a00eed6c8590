import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUS_LABELS } from './approval-status-labels';

describe('APPROVAL_STATUS_LABELS', () => {
  it('labels every approval status', () => {
    expect(APPROVAL_STATUS_LABELS).toEqual({
      DECLINED: 'Declined',
      PENDING: 'Pending',
      REVISION_NEEDED: 'Revision Needed',
      APPROVED: 'Approved',
      APPROVED_FEATURE: 'Approved & Featured',
    });
  });
});
