import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Description', placeholder: 'What will happen at this social?' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Shown on the event page; listings shorten it to 300 characters.' } };
export const WithError: Story = { args: { error: 'A description is required.' } };
