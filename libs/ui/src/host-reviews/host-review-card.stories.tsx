import type { Meta, StoryObj } from '@storybook/react-vite';
import { aHostReview, host } from '@socials/domain/testing';
import { HostReviewCard } from './host-review-card';

const meta = {
  title: 'Reviews/Host review card',
  component: HostReviewCard,
  args: { review: aHostReview(), about: 'Founders Dinner' },
} satisfies Meta<typeof HostReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};
export const WithReply: Story = { args: { review: aHostReview({ reply: { comment: 'Thank you for coming!', author: host, repliedAt: 0 } }) } };
export const Hidden: Story = { args: { review: aHostReview({ hidden: true, hiddenReason: 'Personal attack' }) } };
