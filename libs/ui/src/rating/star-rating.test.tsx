import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating, StarRatingInput } from './star-rating';

describe('StarRating', () => {
  it('reads the rating out and fills the nearest whole number of stars', () => {
    const { container } = render(<StarRating value={3.6} />);
    expect(screen.getByRole('img', { name: '3.6 out of 5 stars' })).toBeInTheDocument();
    expect(container.textContent).toBe('★★★★☆');
  });
});

function Controlled({ onChange }: { onChange(value: number): void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRatingInput
      legend="Your rating"
      name="rating"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('StarRatingInput', () => {
  it('is a group of five named radio buttons that a click chooses', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('says what is wrong next to the group', () => {
    render(<StarRatingInput legend="Your rating" name="r" value={null} onChange={() => undefined} error="Choose a rating" />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Choose a rating');
  });
});
