import { render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DocumentTitle, useDocumentTitle } from './document-title';

function NamedPage() {
  useDocumentTitle('Founders Dinner');
  return <h1>Event</h1>;
}

/** Routes as createAppRoutes makes them (the title in the handle), and one page the table does not title. */
function renderRoutes(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <DocumentTitle appName="Socials">
            <Outlet />
          </DocumentTitle>
        ),
        children: [
          { path: '/socials', handle: { title: 'Socials' }, element: <h1>All socials</h1> },
          { path: '/socials/:slug', handle: { title: 'Social' }, element: <NamedPage /> },
          { path: '/auth/login', element: <h1>Sign in</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DocumentTitle', () => {
  it('names a page titled like the app once, not "Socials · Socials"', async () => {
    renderRoutes('/socials');
    expect(await screen.findByRole('heading', { name: 'All socials' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Socials'));
  });

  it("does not leave the last page's title on a page without one", async () => {
    const router = renderRoutes('/socials/founders-dinner');
    await waitFor(() => expect(document.title).toBe('Founders Dinner · Socials'));

    await router.navigate('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Socials'));
  });
});
