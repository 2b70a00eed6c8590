import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Social } from '@socials/domain';
import { makeSocial } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { HostedSocialsPage } from './hosted-socials-page';

setupMockApi();

const DAY = 86_400_000;

/** A social starting `days` from now (negative: over), an hour long. */
const socialIn = (days: number, title: string, id: string) =>
  makeSocial({
    id,
    title,
    slug: title.toLowerCase().replace(/ /g, '-'),
    eventTimestamp: Date.now() + days * DAY,
    eventEndTimestamp: Date.now() + days * DAY + 3_600_000,
  });

/** Answers GET /socials/hosted as the API does: by `when`, and without it all of them, latest first. */
function hostedLists({ upcoming, past }: { upcoming: Social[]; past: Social[] }) {
  server.use(
    http.get('*/api/socials/hosted', ({ request }) => {
      const when = new URL(request.url).searchParams.get('when');
      const data = when === 'upcoming' ? upcoming : when === 'past' ? past : [...upcoming].reverse().concat(past);
      return HttpResponse.json({ data, meta: { lastEvaluatedKey: null } });
    }),
  );
}

const rowTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

const openPage = () => renderPage(<HostedSocialsPage />, { path: '/socials', url: '/socials' });

describe('HostedSocialsPage', () => {
  it('offers to create the first social', async () => {
    signIn();
    server.use(http.get('*/api/socials/hosted', () => HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null } })));
    openPage();

    expect(await screen.findByRole('link', { name: 'Create your first social' })).toHaveAttribute('href', '/socials/new');
  });

  it('lists hosted socials with their approval status and links', async () => {
    signIn();
    const social = makeSocial({ publicApprovalStatus: 'PENDING' });
    server.use(http.get('*/api/socials/hosted', () => HttpResponse.json({ data: [social], meta: { lastEvaluatedKey: null } })));
    openPage();

    expect(await screen.findByRole('heading', { name: 'Founders Dinner' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Founders Dinner' })).toHaveAttribute('href', `/socials/${social.id}/edit`);
    expect(screen.getByRole('link', { name: 'View Founders Dinner' })).toHaveAttribute('href', '/socials/founders-dinner');
  });

  it('splits upcoming from past socials and shows seats, cancellation and host links', async () => {
    signIn();
    const upcoming = makeSocial({ isCancelled: true, confirmedPax: 12, maxCapacity: 40 });
    const past = makeSocial({
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Last Year Gala',
      slug: 'gala',
      eventTimestamp: Date.now() - 10 * DAY,
      eventEndTimestamp: Date.now() - 9 * DAY,
    });
    hostedLists({ upcoming: [upcoming], past: [past] });
    openPage();

    expect(await screen.findByRole('heading', { name: 'Founders Dinner (CANCELLED)' })).toBeInTheDocument();
    expect(screen.getByText('12 going of 40')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guests of Founders Dinner (CANCELLED)' })).toHaveAttribute('href', `/socials/${upcoming.id}/attendees`);
    expect(screen.getByRole('link', { name: 'Check-in for Founders Dinner (CANCELLED)' })).toHaveAttribute('href', `/socials/${upcoming.id}/check-in`);
    expect(screen.queryByRole('heading', { name: 'Last Year Gala' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Past' }));

    expect(screen.getByRole('heading', { name: 'Last Year Gala' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Founders Dinner (CANCELLED)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists upcoming socials soonest first and past ones latest first', async () => {
    signIn();
    hostedLists({
      upcoming: [socialIn(2, 'Breakfast Soon', '44444444-4444-4444-8444-444444444444'), socialIn(9, 'Dinner Later', '55555555-5555-4555-8555-555555555555')],
      past: [
        socialIn(-3, 'Drinks Last Week', '66666666-6666-4666-8666-666666666666'),
        socialIn(-30, 'Gala Last Month', '77777777-7777-4777-8777-777777777777'),
      ],
    });
    openPage();

    await screen.findByRole('heading', { name: 'Breakfast Soon' });
    expect(rowTitles()).toEqual(['Breakfast Soon', 'Dinner Later']);

    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByRole('heading', { name: 'Drinks Last Week' })).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Drinks Last Week', 'Gala Last Month']);
  });

  it('says there is nothing upcoming while the host has past socials', async () => {
    signIn();
    hostedLists({ upcoming: [], past: [socialIn(-3, 'Drinks Last Week', '66666666-6666-4666-8666-666666666666')] });
    openPage();

    expect(await screen.findByText('No upcoming socials.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your first social' })).not.toBeInTheDocument();
  });
});
