import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { host } from '@socials/domain/testing';
import type { ManagerRsvp } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { RsvpsPage } from './rsvps-page';

setupMockApi();

const rsvp = (id: string, status: ManagerRsvp['status'], title: string): ManagerRsvp => ({
  id,
  status,
  createdAt: Date.UTC(2026, 10, 24, 15, 30),
  attendedAt: null,
  tierName: 'General',
  user: host,
  social: { id: `social-${id}`, slug: `social-${id}`, title },
});

/** Answers by status and page key, and records each query. */
function serve() {
  const queries: string[] = [];
  server.use(
    http.get('*/api/manager/rsvps', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      if (query.get('status') === 'WAITLIST') return HttpResponse.json({ data: [rsvp('w1', 'WAITLIST', 'Full House')], meta: { lastEvaluatedKey: null } });
      if (query.get('exclusiveStartKey') === 'next')
        return HttpResponse.json({ data: [rsvp('r2', 'APPROVED', 'Older Supper')], meta: { lastEvaluatedKey: null } });
      return HttpResponse.json({ data: [rsvp('r1', 'APPROVED', 'Newer Brunch')], meta: { lastEvaluatedKey: 'next' } });
    }),
  );
  return queries;
}

describe('RsvpsPage', () => {
  it('lists the newest RSVPs with their social, pages on, and filters by status', async () => {
    signIn();
    const queries = serve();
    renderPage(<RsvpsPage />, { path: '/rsvps', url: '/rsvps' });

    const row = (await screen.findByRole('rowheader', { name: 'Ada Lovelace' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Newer Brunch' })).toHaveAttribute('href', '/socials/social-r1/analytics');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Newer Brunch', 'Going', 'General', 'Nov 24, 2026, 3:30 PM UTC', '—']);

    await userEvent.click(screen.getByRole('button', { name: 'Older RSVPs' }));
    expect(await screen.findByRole('link', { name: 'Older Supper' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'WAITLIST');
    expect(await screen.findByRole('link', { name: 'Full House' })).toBeInTheDocument();
    expect(queries.at(-1)).toBe('limit=25&status=WAITLIST');
    expect(screen.queryByRole('button', { name: 'Newer RSVPs' })).not.toBeInTheDocument();
  });
});
