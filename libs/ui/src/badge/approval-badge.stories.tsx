import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicApprovalStatus } from '@socials/domain';
import { ApprovalBadge } from './approval-badge';

const meta = {
  title: 'Feedback/ApprovalBadge',
  component: ApprovalBadge,
  args: { status: 'PENDING' },
  argTypes: { status: { control: 'select', options: PublicApprovalStatus.options } },
} satisfies Meta<typeof ApprovalBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Declined: Story = { args: { status: 'DECLINED' } };
export const RevisionNeeded: Story = { args: { status: 'REVISION_NEEDED' } };
export const Approved: Story = { args: { status: 'APPROVED' } };
export const ApprovedAndFeatured: Story = { args: { status: 'APPROVED_FEATURE' } };

export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {PublicApprovalStatus.options.map((status) => (
        <ApprovalBadge key={status} status={status} />
      ))}
    </div>
  ),
};
