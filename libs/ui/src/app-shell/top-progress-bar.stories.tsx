import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopProgressBar } from './top-progress-bar';

const meta = {
  title: 'Feedback/TopProgressBar',
  component: TopProgressBar,
  args: { loading: true },
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

// Flip `loading` in the controls to see it finish.
export const Loading: Story = {};
