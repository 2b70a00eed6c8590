import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Badge', tone: 'neutral' },
  argTypes: { tone: { control: 'select', options: ['neutral', 'dark', 'danger', 'warning', 'success', 'info'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="neutral">Neutral</Badge>
      <Badge tone="dark">Dark</Badge>
      <Badge tone="danger">Danger</Badge>
      <Badge tone="warning">Warning</Badge>
      <Badge tone="success">Success</Badge>
      <Badge tone="info">Info</Badge>
    </div>
  ),
};
