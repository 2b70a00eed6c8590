import { describe, expect, it } from 'vitest';
import { canSetApprovalStatus } from './can-set-approval-status';

describe('canSetApprovalStatus', () => {
  it('allows admins only', () => {
    expect(canSetApprovalStatus({ isAdmin: true })).toBe(true);
    expect(canSetApprovalStatus({ isAdmin: false })).toBe(false);
    expect(canSetApprovalStatus(null)).toBe(false);
  });
});
