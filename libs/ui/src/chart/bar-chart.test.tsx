import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, summarizeChart } from './bar-chart';

const days = [
  { label: 'Nov 23', value: 1 },
  { label: 'Nov 24', value: 4 },
];

describe('BarChart', () => {
  it('is one image with a summary, followed by its figures as a table', () => {
    render(<BarChart title="RSVPs per day" valueName="RSVPs" data={days} />);
    expect(screen.getByRole('img', { name: 'RSVPs per day: 2 values from 1 to 4; highest 4 at Nov 24' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'RSVPs per day' });
    expect(within(table).getByRole('columnheader', { name: 'RSVPs' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Nov 24 4' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'RSVPs per day' })).toBeInTheDocument();
  });

  it('draws a bar per value, the longest for the highest', () => {
    const { container } = render(
      <BarChart
        title="Funnel"
        orientation="horizontal"
        data={[
          { label: 'Views', value: 10 },
          { label: 'RSVPs', value: 5 },
        ]}
      />,
    );
    const widths = [...container.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('width')));
    expect(widths).toHaveLength(2);
    expect(widths[0]).toBeCloseTo(2 * (widths[1] ?? 0));
  });
});

describe('summarizeChart', () => {
  it('says when there is nothing to show', () => {
    expect(summarizeChart('Visits', [])).toBe('Visits: no data');
  });
});
