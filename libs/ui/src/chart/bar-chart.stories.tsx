import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './bar-chart';

const meta = {
  title: 'Data/Bar chart',
  component: BarChart,
  args: {
    title: 'RSVPs per day',
    valueName: 'RSVPs',
    data: [
      { label: 'Nov 18', value: 2 },
      { label: 'Nov 19', value: 0 },
      { label: 'Nov 20', value: 5 },
      { label: 'Nov 21', value: 3 },
      { label: 'Nov 22', value: 8 },
      { label: 'Nov 23', value: 1 },
      { label: 'Nov 24', value: 4 },
    ],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverTime: Story = {};

export const Funnel: Story = {
  args: {
    title: 'Funnel',
    valueName: 'People',
    orientation: 'horizontal',
    data: [
      { label: 'Page views', value: 240 },
      { label: 'Started an RSVP', value: 60 },
      { label: 'RSVPs', value: 48 },
      { label: 'Approved', value: 40 },
      { label: 'Attended', value: 31 },
    ],
  },
};

export const Empty: Story = { args: { data: [] } };
