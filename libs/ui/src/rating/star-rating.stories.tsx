import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StarRating, StarRatingInput } from './star-rating';

const meta = {
  title: 'Forms/Star rating',
  component: StarRating,
  args: { value: 4.3 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {};

function ControlledInput() {
  const [value, setValue] = useState<number | null>(3);
  return <StarRatingInput legend="Your rating" name="story-rating" value={value} onChange={setValue} />;
}

export const Input: Story = { render: () => <ControlledInput /> };
