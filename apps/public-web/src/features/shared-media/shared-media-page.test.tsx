import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SharedMediaPage } from './shared-media-page';

setupMockApi();

const open = (token: string) => renderPage(<SharedMediaPage />, { path: '/media/shared/:token', url: `/media/shared/${token}` });

describe('SharedMediaPage', () => {
  it('shows the shared photos of a social', async () => {
    server.use(
      http.get('*/api/media/shared/good-token-0123456789', () =>
        HttpResponse.json({
          socialTitle: 'Rooftop Drinks',
          data: [
            {
              id: 'a',
              socialId: 's',
              kind: 'IMAGE',
              url: '/f',
              thumbUrl: '/t',
              contentType: 'image/webp',
              width: 10,
              height: 10,
              caption: 'Sunset',
              hidden: false,
              uploader: { id: 'u', slug: 'u', displayName: null, firstName: null, lastName: null, photoPath: null },
              createdAt: 1,
              canEdit: false,
            },
          ],
        }),
      ),
    );
    open('good-token-0123456789');
    expect(await screen.findByRole('heading', { name: 'Photos of Rooftop Drinks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunset (1 of 1)' })).toBeInTheDocument();
  });

  it('says when the link does not work', async () => {
    server.use(
      http.get('*/api/media/shared/:token', () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'This share link does not exist' }, { status: 404 }),
      ),
    );
    open('gone-token-0123456789');
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
  });
});
