import { describe, expect, it } from 'vitest';
import { PublicApprovalStatus } from '../common/enums';
import { approvalNeedsReason } from './approval-needs-reason';

describe('approvalNeedsReason', () => {
  it('asks for a reason to decline or send back for revision, and for nothing else', () => {
    const needing = PublicApprovalStatus.options.filter(approvalNeedsReason);
    expect(needing).toEqual(['DECLINED', 'REVISION_NEEDED']);
  });
});
