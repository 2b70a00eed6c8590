import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoader } from './page-loader';

const meta = {
  title: 'Feedback/PageLoader',
  component: PageLoader,
  args: { label: 'Loading socials…', showLabel: false },
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithVisibleLabel: Story = { args: { showLabel: true } };
