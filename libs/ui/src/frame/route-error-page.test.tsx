import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { AppFrame } from './app-frame';
import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_STORAGE_KEY, pageReload } from './chunk-reload';
import { createAppRoutes } from './create-app-routes';
import { RootLayout } from './root-layout';
import type { RouteTable } from './route-table';

/** An app whose /broken page fails to load with `error`, as a lazy import() does after a deployment. */
function renderFailingPage(error: Error) {
  const table: RouteTable = {
    home: { path: '/', title: 'Home', access: 'public', lazy: async () => ({ Component: () => <h1>Home</h1> }) },
    broken: { path: '/broken', title: 'Broken', access: 'public', lazy: () => Promise.reject(error) },
  };
  const router = createMemoryRouter(
    createAppRoutes(table, { root: <RootLayout appName="Socials" />, shell: <AppFrame brand="Socials" brandLink={{ to: '/' }} /> }),
    { initialEntries: ['/broken'] },
  );
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

const missingChunk = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/broken-page-1a2b.js');

const reloadPage = vi.fn<() => void>();

beforeEach(() => {
  vi.spyOn(pageReload, 'reload').mockImplementation(reloadPage);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStorage.clear();
  reloadPage.mockClear();
  vi.restoreAllMocks();
});

describe('RouteErrorPage', () => {
  it("reloads by itself when a page's code is missing after a deployment, and remembers that it did", async () => {
    renderFailingPage(missingChunk());

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY))).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest version…');
  });

  it('does not reload again right after a reload: it says what happened and offers Reload and Go home', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - 1000));
    renderFailingPage(new Error('Importing a module script failed.'));

    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not load' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    // The shell stays around the error: the visitor keeps the menu and the way home.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself again once the last automatic reload is long past', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - CHUNK_RELOAD_INTERVAL_MS - 1));
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    renderFailingPage(chunkError);

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('shows any other error as a friendly page without reloading', async () => {
    renderFailingPage(new Error('Cannot read properties of undefined'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });
});
