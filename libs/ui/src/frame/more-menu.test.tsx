import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { AppFrame } from './app-frame';
import type { NavItem } from './route-table';

const MENU: NavItem[] = [
  { label: 'Socials', to: '/socials' },
  { label: 'Past events', to: '/past-events' },
  { label: 'Circles', to: '/circles' },
  { label: 'Community events', to: '/community-events' },
  { label: 'My ticket', to: '/my-ticket' },
  { label: 'Host an event', href: '/host/' },
  { label: 'Hosts', to: '/hosts' },
  { label: 'Community series', items: [{ label: 'Founders breakfast', to: '/founders-breakfast' }] },
  { label: 'Contact', to: '/contact' },
];

function renderFrame(nav: readonly NavItem[] = MENU) {
  const router = createMemoryRouter(
    [
      {
        element: <AppFrame brand="Socials" brandLink={{ to: '/' }} nav={nav} />,
        children: ['/socials', '/hosts', '/founders-breakfast', '/contact'].map((path) => ({ path, element: <h1>{path}</h1> })),
      },
    ],
    { initialEntries: ['/socials'] },
  );
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

/** The wide screen's bar (jsdom applies no CSS: the phone's panel would be the second "Main"). */
const bar = () => within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);

/** The bar's "More" once its menu has loaded (a disabled stand-in shows until then). */
const loadedMore = () =>
  waitFor(() => {
    const more = bar().getByRole('button', { name: 'More' });
    expect(more).toBeEnabled();
    return more;
  });

describe('the header on a wide screen', () => {
  it('keeps the first six links in the bar and the rest under "More"', async () => {
    renderFrame();
    await screen.findByRole('heading', { name: '/socials' });
    expect(
      bar()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Socials', 'Past events', 'Circles', 'Community events', 'My ticket', 'Host an event']);
    expect(bar().queryByRole('link', { name: 'Hosts' })).toBeNull();
    expect(await loadedMore()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens "More" by keyboard: arrows move through its links and submenus, Enter follows, Escape closes on the button', async () => {
    const user = userEvent.setup();
    const router = renderFrame();
    const more = await loadedMore();
    more.focus();

    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Hosts', 'Founders breakfast', 'Contact']);
    expect(within(menu).getByRole('group', { name: 'Community series' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Founders breakfast' })).toHaveAttribute('data-focus');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/founders-breakfast');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no "More" when one more link would fit in its place', async () => {
    renderFrame(MENU.slice(0, 7));
    await screen.findByRole('heading', { name: '/socials' });
    expect(bar().getByRole('link', { name: 'Hosts' })).toHaveAttribute('href', '/hosts');
    expect(bar().queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('lists every link in the phone\'s Menu panel, without "More"', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const panel = within(screen.getAllByRole('navigation', { name: 'Main' })[1]!);
    expect(panel.getByRole('link', { name: 'Hosts' })).toHaveAttribute('href', '/hosts');
    expect(panel.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(panel.getByRole('button', { name: 'Community series' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'More' })).toBeNull();
  });
});
