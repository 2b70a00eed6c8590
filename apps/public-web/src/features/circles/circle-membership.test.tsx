import type { Circle, CircleSubscription } from '@socials/domain';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCircle as aCircleFixture } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { CirclePage } from './circle-page';

setupMockApi();

/** A paid circle: 12 a month or 120 a year. */
const aCircle = (overrides: Partial<Circle> = {}): Circle =>
  aCircleFixture({ membershipPrice: { monthlyCents: 1200, yearlyCents: 12000, currency: 'usd' }, ...overrides });

const active: CircleSubscription = {
  id: 'sub-1',
  interval: 'MONTHLY',
  status: 'ACTIVE',
  amountCents: 1200,
  currency: 'usd',
  currentPeriodEnd: Date.UTC(2030, 2, 3, 12),
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
};

/** The circle page's other requests (members, socials, the calendar link…) answered empty. */
function serve(circle: Circle) {
  const empty = () => HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null } });
  server.use(http.get('*/api/circles/circle-1/*', empty), http.get('*/api/getVisibleSocials', empty));
  server.use(
    http.get('*/api/circles/slug/night-owls', () => HttpResponse.json(circle)),
    http.get('*/api/circles/circle-1/calendar-link', () => HttpResponse.json({ path: '/api/circles/circle-1/calendar.ics', personal: false })),
  );
}

const open = () => renderPage(<CirclePage />, { path: '/circles/:slug', url: '/circles/night-owls' });

describe('paid membership on the circle page', () => {
  it('shows the price and opens a checkout for the interval chosen', async () => {
    signIn();
    serve(aCircle());
    let asked: unknown = null;
    server.use(
      http.post('*/api/payments/circles/circle-1/payment-sessions', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(
          {
            subscriptionId: 'sub-1',
            checkoutUrl: 'http://localhost/api/circles/test-checkout/cs_test_1',
            expiresAt: 0,
            amountCents: 12000,
            currency: 'usd',
            interval: 'YEARLY',
          },
          { status: 201 },
        );
      }),
    );
    open();
    expect(await screen.findByText('· Membership $12 / month · $120 / year')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join circle' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join for $120 / year' }));
    await expect.poll(() => asked).toEqual({ interval: 'YEARLY' });
  });

  it('lets a paying member cancel at the end of the period, after a confirmation', async () => {
    signIn();
    serve(aCircle({ myMembership: { role: 'member', status: 'ACTIVE', referralCode: 'abc123abc123' } }));
    let patched: unknown = null;
    server.use(
      http.get('*/api/circles/circle-1/subscription', () => HttpResponse.json({ subscription: active })),
      http.patch('*/api/circles/circle-1/subscription', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ subscription: { ...active, cancelAtPeriodEnd: true } });
      }),
    );
    open();
    expect(await screen.findByText('Renews on Mar 3, 2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave circle' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your membership?' });
    expect(within(dialog).getByText(/until March 3, 2030 and nothing more is charged/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    await expect.poll(() => patched).toEqual({ cancelAtPeriodEnd: true });
    expect(await screen.findByText('Membership cancelled: yours until March 3, 2030')).toBeInTheDocument();
  });

  it('lets a paying member leave, after a confirmation saying when access ends: the membership runs to the end of the period', async () => {
    signIn();
    serve(aCircle({ myMembership: { role: 'member', status: 'ACTIVE', referralCode: 'abc123abc123' } }));
    let left = false;
    server.use(
      http.get('*/api/circles/circle-1/subscription', () => HttpResponse.json({ subscription: left ? { ...active, cancelAtPeriodEnd: true } : active })),
      http.delete('*/api/circles/circle-1/members', () => {
        left = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave circle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Night Owls?' });
    expect(
      within(dialog).getByText('Your membership is paid until March 3, 2030: you stay a member until then and nothing more is charged.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave circle' }));
    await expect.poll(() => left).toBe(true);
    expect(await screen.findByText('You leave Night Owls on March 3, 2030')).toBeInTheDocument();
    expect(await screen.findByText('Ends on Mar 3, 2030')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave circle' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep membership' })).toBeInTheDocument();
  });

  it('shows the hosts what each member pays, how it stands and until when', async () => {
    signIn();
    serve(aCircle({ canManage: true, myMembership: { role: 'owner', status: 'ACTIVE', referralCode: 'abc123abc123' } }));
    const member = (id: string, firstName: string, subscription: object | null) => ({
      user: { id, slug: id, displayName: null, firstName, lastName: null, photoPath: null },
      role: 'member',
      status: 'ACTIVE',
      joinedAt: 0,
      subscription,
    });
    const paid = { interval: 'MONTHLY', amountCents: 1200, currency: 'usd', currentPeriodEnd: Date.UTC(2030, 2, 3, 12) };
    server.use(
      http.get('*/api/circles/circle-1/members', ({ request }) => {
        // No requests to join (status=PENDING): only the members.
        const requests = new URL(request.url).searchParams.get('status') === 'PENDING';
        const members = [
          member('u-1', 'Ada', { ...paid, status: 'ACTIVE', cancelAtPeriodEnd: false }),
          member('u-2', 'Bo', { ...paid, interval: 'YEARLY', amountCents: 12000, status: 'PAST_DUE', cancelAtPeriodEnd: false }),
          member('u-3', 'Cy', { ...paid, status: 'ACTIVE', cancelAtPeriodEnd: true }),
          member('u-4', 'Di', null),
        ];
        return HttpResponse.json({ data: requests ? [] : members, meta: { lastEvaluatedKey: null } });
      }),
    );
    open();
    expect(await screen.findByText('$12 / month · Renews on Mar 3, 2030')).toBeInTheDocument();
    expect(screen.getByText('$120 / year · Past due, paid until Mar 3, 2030')).toBeInTheDocument();
    expect(screen.getByText('$12 / month · Ends on Mar 3, 2030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Who pays for what' })).toHaveAttribute('href', expect.stringMatching(/circles\/circle-1\/members$/));
  });
});
