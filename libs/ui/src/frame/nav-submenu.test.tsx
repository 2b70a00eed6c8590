import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavLinks } from './app-frame';

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/private-founders-breakfast']}>
      <nav aria-label="Main">
        <NavLinks
          items={[
            { label: 'Socials', to: '/socials' },
            {
              label: 'Community Series',
              items: [
                { label: 'Private Founders Breakfast', to: '/private-founders-breakfast' },
                { label: 'Super AI ML Summit', to: '/super-ai-ml-summit' },
              ],
            },
            { label: 'Host an event', href: '/host/' },
          ]}
        />
      </nav>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Community Series' });
}

describe('a submenu of the header', () => {
  it('opens under its name with its links, the current page marked, and closes with Escape, focus back on its button', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(screen.getByRole('link', { name: 'Socials' })).toHaveAttribute('href', '/socials');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Super AI ML Summit' })).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Private Founders Breakfast' })).toHaveAttribute('aria-current', 'page');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is chosen or the focus moves on', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Super AI ML Summit' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Host an event' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
