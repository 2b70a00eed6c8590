import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const cities = [
  { value: 'nyc', label: 'New York' },
  { value: 'sf', label: 'San Francisco' },
  { value: 'sg', label: 'Singapore' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'City', placeholder: 'Choose a city…', options: cities },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Pick the city the social takes place in.' } };
