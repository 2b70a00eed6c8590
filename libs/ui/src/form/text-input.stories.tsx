import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from './text-input';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { label: 'Email', placeholder: 'you@example.com', type: 'email' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We send a 6-digit sign-in code to this address.' } };
export const WithError: Story = { args: { error: 'Enter a valid e-mail address.', defaultValue: 'ada@' } };
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
