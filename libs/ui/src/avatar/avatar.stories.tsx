import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

const meta = { title: 'People/Avatar', component: Avatar, args: { name: 'Ada Lovelace', size: 'lg' } } satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the default avatar with the initials. */
export const Initials: Story = {};
export const Photo: Story = { args: { photoUrl: 'https://picsum.photos/id/64/128/128' } };
export const Small: Story = { args: { size: 'sm' } };
