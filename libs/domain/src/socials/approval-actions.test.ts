import { describe, expect, it } from 'vitest';
import { approvalActions } from './approval-actions';

describe('approvalActions', () => {
  it('offers the four actions in order', () => {
    expect(approvalActions()).toEqual([
      { status: 'APPROVED', label: 'Approve' },
      { status: 'APPROVED_FEATURE', label: 'Approve & feature' },
      { status: 'REVISION_NEEDED', label: 'Need revision' },
      { status: 'DECLINED', label: 'Decline' },
    ]);
  });

  it('leaves out the actions leading to the excluded statuses', () => {
    expect(approvalActions(['APPROVED']).map((a) => a.label)).toEqual(['Approve & feature', 'Need revision', 'Decline']);
    expect(approvalActions(['DECLINED', 'REVISION_NEEDED']).map((a) => a.status)).toEqual(['APPROVED', 'APPROVED_FEATURE']);
  });

  it('offers all four for a PENDING social, since no action leads to PENDING', () => {
    expect(approvalActions(['PENDING'])).toHaveLength(4);
  });
});
