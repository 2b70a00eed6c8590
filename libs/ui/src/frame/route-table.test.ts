import { describe, expect, it } from 'vitest';
import { fillPath, navItems, routePaths, type RouteTable } from './route-table';

const page = async () => ({ Component: () => null });

const table = {
  socials: { path: '/socials', title: 'Your socials', access: 'user', lazy: page, nav: { menu: 'main', end: true } },
  editSocial: { path: '/socials/:id/edit', title: 'Edit social', access: 'user', lazy: page },
  payouts: { path: '/payouts', title: 'Payouts', access: 'user', lazy: page, nav: { menu: 'main' } },
  transactions: { path: '/accounts/transactions', title: 'Transactions', access: 'user', lazy: page, nav: { menu: 'account' } },
} satisfies RouteTable;

describe('route table helpers', () => {
  it('names each pattern for links', () => {
    expect(routePaths(table)).toEqual({
      socials: '/socials',
      editSocial: '/socials/:id/edit',
      payouts: '/payouts',
      transactions: '/accounts/transactions',
    });
  });

  it('lists the links of each menu in table order, labelled with the titles', () => {
    expect(navItems(table, 'main')).toEqual([
      { label: 'Your socials', to: '/socials', end: true },
      { label: 'Payouts', to: '/payouts', end: undefined },
    ]);
    expect(navItems(table, 'account')).toEqual([{ label: 'Transactions', to: '/accounts/transactions', end: undefined }]);
  });

  it('fills and encodes the parameters of a pattern, and refuses a missing one', () => {
    expect(fillPath('/socials/:id/edit', { id: 'a b/c' })).toBe('/socials/a%20b%2Fc/edit');
    expect(() => fillPath('/socials/:id/edit', {})).toThrow(':id');
  });
});
