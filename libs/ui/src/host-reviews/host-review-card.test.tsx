import { render, screen } from '@testing-library/react';
import { aHostReview, host } from '@socials/domain/testing';
import { describe, expect, it } from 'vitest';
import { HostReviewCard } from './host-review-card';

describe('HostReviewCard', () => {
  it('shows the stars, the author, the comment and the hosts reply', () => {
    render(<HostReviewCard review={aHostReview({ rating: 4, reply: { comment: 'Thanks!', author: host, repliedAt: 0 } })} about="Founders Dinner" />);
    const card = screen.getByRole('article', { name: 'Review by Grace Hopper' });
    expect(card).toHaveTextContent('Warm welcome and great people');
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Reply from Ada Lovelace');
    expect(card).toHaveTextContent('Thanks!');
    expect(card).toHaveTextContent('Founders Dinner');
  });

  it('marks a hidden review and says why to whoever may see it', () => {
    render(<HostReviewCard review={aHostReview({ hidden: true, hiddenReason: 'Insults' })} />);
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText('Hidden by staff: Insults')).toBeInTheDocument();
  });
});
