import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { freeTier, makeSocial } from '../../../test/fixtures';
import { EventFacts } from './event-facts';

const paid = (id: string, cents: number) => ({ ...freeTier, id, type: 'PAID' as const, ticketPrice: cents });

describe('EventFacts price', () => {
  it('shows Free for a single free tier', () => {
    render(<EventFacts social={makeSocial()} cityName="New York" />);
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('shows the price of a single paid tier', () => {
    render(<EventFacts social={makeSocial({ ticketTiers: [paid('a', 2500)] })} cityName="New York" />);
    expect(screen.getByText('$25')).toBeInTheDocument();
  });

  it('shows Free up to the highest price when free and paid tiers mix', () => {
    render(<EventFacts social={makeSocial({ ticketTiers: [freeTier, paid('a', 2500), paid('b', 4050)] })} cityName="New York" />);
    expect(screen.getByText('Free – $40.50')).toBeInTheDocument();
  });

  it('shows the lowest price when every tier is paid', () => {
    render(<EventFacts social={makeSocial({ ticketTiers: [paid('a', 2500), paid('b', 4000)] })} cityName="New York" />);
    expect(screen.getByText('From $25')).toBeInTheDocument();
  });

  it('shows the time in the event zone and the city', () => {
    const start = Date.UTC(2026, 2, 6, 0, 0);
    render(<EventFacts social={makeSocial({ eventTimestamp: start, eventEndTimestamp: start + 7_200_000 })} cityName="New York" />);
    expect(screen.getByText('March 05, 2026, 07:00 PM – 09:00 PM EST')).toBeInTheDocument();
    expect(screen.getByText('New York')).toBeInTheDocument();
  });
});

describe('EventFacts place', () => {
  it('links a confirmed guest to the join link of an online event', () => {
    render(<EventFacts social={makeSocial({ isOnline: true, cityId: null, onlineLink: 'https://meet.example.com/abc' })} cityName={null} />);
    expect(screen.getByRole('link', { name: 'Join online' })).toHaveAttribute('href', 'https://meet.example.com/abc');
  });

  it('says Online without a link when the API sends none (not going)', () => {
    render(<EventFacts social={makeSocial({ isOnline: true, cityId: null, onlineLink: null })} cityName={null} />);
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join online' })).not.toBeInTheDocument();
  });
});

describe('EventFacts spots', () => {
  it('says 1 spot left, not 1 spots', () => {
    render(<EventFacts social={makeSocial({ maxCapacity: 10, confirmedPax: 9 })} cityName="New York" />);
    expect(screen.getByText('1 spot left')).toBeInTheDocument();
  });
});

describe('EventFacts time', () => {
  it('shows an online public event in each preconfigured zone', () => {
    const start = Date.UTC(2026, 2, 6, 0, 0);
    render(<EventFacts social={makeSocial({ isOnline: true, eventTimestamp: start, eventEndTimestamp: start + 3_600_000 })} cityName={null} />);
    expect(screen.getByText('March 05, 2026, 07:00 PM – 08:00 PM EST')).toBeInTheDocument();
    expect(screen.getByText('March 05, 2026, 04:00 PM – 05:00 PM PST')).toBeInTheDocument();
    expect(screen.getByText('March 06, 2026, 08:00 AM – 09:00 AM SGT')).toBeInTheDocument();
  });
});
