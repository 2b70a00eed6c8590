import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { CircleMember, MemberSubscriptionSummary } from '@socials/domain';
import { aCircle } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { CircleMembersPage } from './circle-members-page';

setupMockApi();

const member = (id: string, firstName: string, subscription: MemberSubscriptionSummary | null, role: CircleMember['role'] = 'member'): CircleMember => ({
  user: { id, slug: id, displayName: null, firstName, lastName: null, photoPath: null },
  role,
  status: 'ACTIVE',
  joinedAt: 0,
  subscription,
});

const paid: MemberSubscriptionSummary = {
  interval: 'MONTHLY',
  amountCents: 1500,
  currency: 'usd',
  status: 'ACTIVE',
  currentPeriodEnd: Date.UTC(2030, 2, 3, 12),
  cancelAtPeriodEnd: false,
};

function serve(canManage: boolean) {
  server.use(
    http.get('*/api/circles/circle-1', () =>
      HttpResponse.json(aCircle({ canManage, membershipPrice: { monthlyCents: 1500, yearlyCents: 15000, currency: 'usd' } })),
    ),
    http.get('*/api/circles/circle-1/members', () =>
      HttpResponse.json({
        data: [
          member('u-0', 'Ola', null, 'owner'),
          member('u-1', 'Ada', paid),
          member('u-2', 'Bo', { ...paid, interval: 'YEARLY', amountCents: 15000, status: 'PAST_DUE' }),
          member('u-3', 'Cy', { ...paid, cancelAtPeriodEnd: true }),
        ],
        meta: { lastEvaluatedKey: null },
      }),
    ),
  );
}

const open = () => renderPage(<CircleMembersPage />, { path: '/circles/:id/members', url: '/circles/circle-1/members' });
const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('CircleMembersPage', () => {
  it('shows the hosts what each member pays, how it stands and until when', async () => {
    signIn();
    serve(true);
    open();
    expect(await screen.findByRole('heading', { name: 'Members of Night Owls' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Members of Night Owls and their paid memberships' })).toBeInTheDocument();
    expect(cellsOf('Ada')).toEqual(['$15 / month', 'Active', 'Mar 3, 2030']);
    expect(cellsOf('Bo')).toEqual(['$150 / year', 'Past due', 'Mar 3, 2030']);
    expect(cellsOf('Cy')).toEqual(['$15 / month', 'Ending on Mar 3, 2030', 'Mar 3, 2030']);
    expect(cellsOf('Ola')).toEqual(['Does not pay', '—', '—']);
  });

  it('tells someone who does not run the circle that only its hosts see this', async () => {
    signIn();
    serve(false);
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the hosts of this circle can see what its members pay.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
