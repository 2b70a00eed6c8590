import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUS_LABELS } from './approval-status-label';

describe('APPROVAL_STATUS_LABELS', () => {
  it('labels every status as spec 4 does', () => {
    expect(APPROVAL_STATUS_LABELS).toEqual({
      DECLINED: 'Declined',
      PENDING: 'Pending',
      REVISION_NEEDED: 'Revision Needed',
      APPROVED: 'Approved',
      APPROVED_FEATURE: 'Approved & Featured',
    });
  });
});
