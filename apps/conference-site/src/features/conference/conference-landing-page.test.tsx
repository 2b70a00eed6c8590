import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@socials/auth';
import type { Conference, ConferenceSession, Speaker } from '@socials/domain';
import { NARROW_SCREEN_QUERY } from '@socials/ui';
import { makeConference } from '../../test/fixtures';
import { agendaHighlights } from './conference-home-sections';
import { ConferenceLandingPage } from './conference-landing-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const HOUR = 3_600_000;
const conference = makeConference({
  branding: { logoUrl: null, heroImageUrl: 'https://img.example.com/hero.png', primaryColor: '#b91c1c', accentColor: '#0f766e' },
  passes: [
    { id: '7b1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a11', name: 'General', description: '', priceCents: 25_000, quantity: 100, sold: 3, remaining: 97 },
    { id: '7b1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a12', name: 'Student', description: 'With a student card', priceCents: 0, quantity: 10, sold: 10, remaining: 0 },
  ] as unknown as Conference['passes'],
});

const speaker = (n: number): Speaker =>
  ({ id: `5a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a${10 + n}`, name: `Speaker ${n}`, headline: `Headline ${n}`, photoUrl: null }) as unknown as Speaker;

/** Session n starts n hours into the conference (09:00 in New York for the first). */
const session = (n: number, startsAt = conference.startsAt + n * HOUR): ConferenceSession =>
  ({
    id: `4a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a${10 + n}`,
    conferenceId: conference.id,
    title: `Session ${n}`,
    abstract: '',
    track: '',
    room: `Room ${n}`,
    startsAt,
    endsAt: startsAt + HOUR,
    speakers: [{ id: speaker(n).id, name: `Speaker ${n}`, photoUrl: null }],
  }) as unknown as ConferenceSession;

function serve({ speakers = [] as Speaker[], sessions = [] as ConferenceSession[], failing = false } = {}) {
  server.use(
    http.get('*/api/speakers', () => (failing ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json({ data: speakers }))),
    http.get(`*/api/conferences/${conference.id}/sessions`, () =>
      failing ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json({ data: sessions }),
    ),
    http.get(`*/api/conferences/${conference.id}/patrons`, () => HttpResponse.json({ data: [] })),
  );
}

function renderHome(shown: Conference = conference) {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <ConferenceLandingPage conference={shown} />
      </MemoryRouter>
    </Provider>,
  );
}

const SIZES = [
  { size: 'a phone', width: 390, narrow: true },
  { size: 'a desktop', width: 1440, narrow: false },
];

describe.each(SIZES)('the conference home on $size', ({ width, narrow }) => {
  beforeEach(() => {
    vi.stubGlobal('innerWidth', width);
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: query === NARROW_SCREEN_QUERY && narrow,
      addEventListener() {},
      removeEventListener() {},
    }));
  });

  it('opens with a hero: name, tagline, dates in its own zone, venue and hero image', async () => {
    serve();
    renderHome();
    const hero = screen.getByRole('region', { name: 'Data Days' });
    expect(within(hero).getByRole('heading', { level: 1, name: 'Data Days' })).toBeInTheDocument();
    expect(hero).toHaveTextContent('Two days of data');
    expect(hero).toHaveTextContent('May 12 – 13, 2031');
    expect(hero).toHaveTextContent('Pier 57');
    expect(hero.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/hero.png');
    expect(await screen.findByText('Speakers to be announced.')).toBeInTheDocument();
  });

  it('shows the speakers as a row of photos and names leading to the Speakers page', async () => {
    serve({ speakers: Array.from({ length: 10 }, (_, i) => speaker(i + 1)) });
    renderHome();
    const section = screen.getByRole('region', { name: 'Speakers' });
    const links = await within(section).findAllByRole('link', { name: /^Speaker \d+/ });
    expect(links).toHaveLength(8);
    for (const link of links) expect(link).toHaveAttribute('href', '/speakers');
    expect(within(section).getByRole('link', { name: 'All speakers' })).toHaveAttribute('href', '/speakers');
  });

  it('highlights the next four sessions, in the conference’s zone, leading to the agenda', async () => {
    const past = session(0, Date.now() - 3 * HOUR);
    serve({ sessions: [session(5), past, session(2), session(1), session(4), session(3)] });
    renderHome();
    const section = screen.getByRole('region', { name: 'Agenda highlights' });
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Session 1', 'Session 2', 'Session 3', 'Session 4']);
    expect(within(section).getByRole('link', { name: 'Session 1' })).toHaveAttribute('href', '/agenda');
    expect(section).toHaveTextContent('Mon, May 12, 10:00 AM EDT · Room 1');
    expect(within(section).getByRole('link', { name: 'Full agenda' })).toHaveAttribute('href', '/agenda');
  });

  it('lists the passes with their prices and a call to buy tickets', () => {
    serve();
    renderHome();
    const section = screen.getByRole('region', { name: 'Tickets' });
    const general = within(section).getByRole('heading', { level: 3, name: 'General' }).closest('article');
    expect(general).toHaveTextContent('$250');
    const student = within(section).getByRole('heading', { level: 3, name: 'Student' }).closest('article');
    expect(student).toHaveTextContent('Free');
    expect(student).toHaveTextContent('Sold out');
    expect(within(section).getByRole('link', { name: 'Buy tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('says what is not there yet, and offers a retry when a section fails to load', async () => {
    serve({ failing: true });
    renderHome({ ...conference, passes: [] });
    expect(await within(screen.getByRole('region', { name: 'Speakers' })).findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Agenda highlights' })).findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tickets' })).toHaveTextContent('Tickets are not on sale yet.');
    expect(screen.queryByRole('link', { name: 'Buy tickets' })).toBeNull();
  });
});

describe('agendaHighlights', () => {
  it('shows the first sessions once the conference is over', () => {
    const after = conference.endsAt + 48 * HOUR;
    expect(agendaHighlights([session(3), session(1), session(2)], after, 2).map((s) => s.title)).toEqual(['Session 1', 'Session 2']);
  });
});
