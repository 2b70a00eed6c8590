import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApprovalBadge } from '../badge/approval-badge';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    as: 'article',
    children: (
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Founders Breakfast | NYC Tech Events</h2>
          <ApprovalBadge status="APPROVED" />
        </div>
        <p className="text-sm text-fg-muted">Thu, March 5 · 8:00 – 10:00 AM EST · Free</p>
      </div>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoPadding: Story = { args: { padding: 'none', children: <p className="p-2">Tight content</p> } };
