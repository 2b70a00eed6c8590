import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicApprovalStatus } from '@socials/domain';
import { ApprovalBadge } from './approval-badge';

describe('ApprovalBadge', () => {
  it.each<[PublicApprovalStatus, string, boolean]>([
    ['DECLINED', 'Declined', true],
    ['PENDING', 'Pending', true],
    ['REVISION_NEEDED', 'Revision Needed', false],
    ['APPROVED', 'Approved', false],
    ['APPROVED_FEATURE', 'Approved & Featured', false],
  ])('labels %s as "%s" (lock icon: %s)', (status, label, locked) => {
    const { container } = render(<ApprovalBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.textContent).toBe(label);
    const icon = container.querySelector('svg');
    if (locked) expect(icon?.closest('[aria-hidden="true"]')).not.toBeNull();
    if (!locked && status !== 'APPROVED_FEATURE') expect(icon).toBeNull();
  });

  it('uses the spec colours: green for approvals, amber for revision', () => {
    const { container, rerender } = render(<ApprovalBadge status="APPROVED" />);
    expect(container.firstElementChild?.className).toContain('bg-green-100');
    rerender(<ApprovalBadge status="APPROVED_FEATURE" />);
    expect(container.firstElementChild?.className).toContain('bg-green-100');
    rerender(<ApprovalBadge status="REVISION_NEEDED" />);
    expect(container.firstElementChild?.className).toContain('bg-amber-100');
    rerender(<ApprovalBadge status="DECLINED" />);
    expect(container.firstElementChild?.className).toContain('ring-red-500');
  });
});
