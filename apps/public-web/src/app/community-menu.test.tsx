import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configsApi } from '@socials/api-client';
import { renderPage } from '@socials/auth/testing';
import { CONFIG_DEFAULTS } from '@socials/domain';
import { server, setupMockApi } from '../test/msw';
import { COMMUNITY_STORAGE_KEY } from './community-menu';
import { PublicShell } from './frame';

setupMockApi();

/** GET /api/configs with these partner menus; counts the reads. */
function serveConfigs(partnerMenus = CONFIG_DEFAULTS.partnerMenus) {
  const reads = { count: 0 };
  server.use(
    http.get('*/api/configs', () => {
      reads.count += 1;
      return HttpResponse.json({ ...CONFIG_DEFAULTS, conference: null, partnerMenus });
    }),
  );
  return reads;
}

const openShell = (url: string, path = '/') => renderPage(<h1>Page</h1>, { path, url, layout: <PublicShell /> });
const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
const newTabLink = (name: string) => within(mainNav()).getByRole('link', { name: `${name} (opens in a new tab)` });

describe('the header menu of a partner community', () => {
  it('shows the main menu without a community key, and reads no settings for it', async () => {
    const reads = serveConfigs();
    const { store } = openShell('/');
    await screen.findByRole('heading', { name: 'Page' });
    expect(configsApi.endpoints.getConfigs.select()(store.getState()).isUninitialized).toBe(true);
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Community events' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: /opens in a new tab/ })).toBeNull();
    // The rest of the menu waits under "More", so that the header is one row.
    // (Its menu's code loads after the page: a disabled stand-in shows until then.)
    const moreButton = await waitFor(() => {
      const loaded = nav.getByRole('button', { name: 'More' });
      expect(loaded).toBeEnabled();
      return loaded;
    });
    await userEvent.setup().click(moreButton);
    const more = within(await screen.findByRole('menu'));
    expect(more.getByRole('group', { name: 'Community series' })).toBeInTheDocument();
    expect(more.getByRole('menuitem', { name: 'Past speakers' })).toHaveAttribute('href', '/featured');
    expect(more.getByRole('menuitem', { name: 'Enterprise plans' })).toBeInTheDocument();
    expect(more.getByRole('menuitem', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(reads.count).toBe(0);
  });

  it('penn2012: its website in a new tab and Contact, kept for the tab until ?community= is empty', async () => {
    serveConfigs();
    const { router } = openShell('/?community=penn2012');
    const website = newTabLink('Penn 2012');
    expect(website).toHaveAttribute('href', CONFIG_DEFAULTS.partnerMenus.penn2012.websiteUrl);
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(mainNav()).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(mainNav()).queryByRole('link', { name: 'Community events' })).toBeNull();

    await router.navigate('/');
    expect(newTabLink('Penn 2012')).toBeInTheDocument();
    expect(sessionStorage.getItem(COMMUNITY_STORAGE_KEY)).toBe('penn2012');

    await router.navigate('/?community=');
    expect(await within(mainNav()).findByRole('link', { name: 'Community events' })).toBeInTheDocument();
    // The page forgets the key in an effect, after it has rendered the main menu.
    await waitFor(() => expect(sessionStorage.getItem(COMMUNITY_STORAGE_KEY)).toBeNull());
    await router.navigate('/');
    expect(await within(mainNav()).findByRole('link', { name: 'Community events' })).toBeInTheDocument();
  });

  it("ycp: a partner circle's pages show the website staff set in the settings", async () => {
    serveConfigs({ ...CONFIG_DEFAULTS.partnerMenus, ycp: { websiteLabel: 'YCP home', websiteUrl: 'https://ycp.test/home' } });
    openShell('/circles/ycp', '/circles/:slug');
    const website = await waitFor(() => newTabLink('YCP home'));
    expect(website).toHaveAttribute('href', 'https://ycp.test/home');
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['YCP home ↗', 'Contact']);
  });

  it('yp2022: only Contact, reached by keyboard in the phone menu too', async () => {
    serveConfigs();
    const user = userEvent.setup();
    openShell('/?community=yp2022');
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contact']);

    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const panelNav = screen.getAllByRole('navigation', { name: 'Main' })[1]!;
    await user.tab();
    expect(within(panelNav).getByRole('link', { name: 'Contact' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveFocus();
  });

  it('an unknown key and a circle that is not a partner show the main menu', async () => {
    serveConfigs();
    openShell('/circles/rooftop-club?community=nobody', '/circles/:slug');
    expect(await within(mainNav()).findByRole('link', { name: 'Community events' })).toBeInTheDocument();
  });
});
