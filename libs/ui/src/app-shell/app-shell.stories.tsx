import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { ThemeProvider } from '../theme/theme-provider';
import { AppShell } from './app-shell';
import { TopProgressBar } from './top-progress-bar';

const link = 'rounded text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <a href="#home">Socials</a>,
    nav: (
      <>
        <a className={link} href="#socials">
          Socials
        </a>
        <a className={link} href="#my-ticket">
          My ticket
        </a>
      </>
    ),
    right: (
      <Button size="sm" variant="secondary">
        Sign in
      </Button>
    ),
    footer: '© Socials — open-source community events',
    children: <EmptyState title="No socials yet" description="Check back soon." />,
  },
  render: (args) => (
    <ThemeProvider>
      <AppShell {...args} />
    </ThemeProvider>
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { top: <TopProgressBar loading /> } };
