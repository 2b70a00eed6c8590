import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './rich-text';

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: {
    text: '## The menu\n\n**Six courses** by a guest chef.\n\n- Bring a friend\n- Doors at six',
    html: '<h2>The menu</h2><p><strong>Six courses</strong> by a guest chef.</p><ul><li>Bring a friend</li><li>Doors at six</li></ul>',
    shortText: null,
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Whole: Story = {};

export const Folded: Story = { args: { shortText: 'The menu Six courses…', foldedHeight: 'max-h-16' } };

export const PlainText: Story = { args: { html: null, text: 'Six courses by a guest chef.\nBring a friend.', shortText: null } };
