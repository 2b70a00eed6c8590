import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { AppHeader } from './app-header';

function renderHeader() {
  render(
    <ThemeProvider>
      <AppHeader
        brand={<a href="/">Socials</a>}
        nav={
          <>
            <a href="#socials">Socials list</a>
            <a href="#my-ticket">My ticket</a>
          </>
        }
        right={<button type="button">Sign out</button>}
      />
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

/** The panel the Menu button controls (jsdom applies no CSS: the wide screen's menu is in the document too). */
function menuPanel(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  expect(id, 'the button names the panel it opens').toBeTruthy();
  return document.getElementById(id!)!;
}

describe('AppHeader on a narrow screen', () => {
  it('opens the Menu button to the menu links and the account, and closes it with Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    const button = renderHeader();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = menuPanel(button);
    const nav = within(panel).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Socials list' })).toHaveAttribute('href', '#socials');
    expect(within(nav).getByRole('link', { name: 'My ticket' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Socials list' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens from the keyboard and closes once a link is chosen', async () => {
    const user = userEvent.setup();
    const button = renderHeader();
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menuPanel(button)).getByRole('link', { name: 'My ticket' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no Menu button when there is nothing to put in it', () => {
    render(
      <ThemeProvider>
        <AppHeader brand="Socials" />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
