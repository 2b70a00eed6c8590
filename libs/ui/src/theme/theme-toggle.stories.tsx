import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeProvider, useTheme } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function Current() {
  return <span className="text-sm text-fg-muted">Current theme: {useTheme().theme}</span>;
}

const meta = {
  title: 'Controls/ThemeToggle',
  component: ThemeToggle,
  render: () => (
    <ThemeProvider>
      <div className="flex items-center gap-3">
        <ThemeToggle />
        <Current />
      </div>
    </ThemeProvider>
  ),
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

// The toggle stores its choice in localStorage ('socials.theme'), as the apps do.
export const Default: Story = {};
