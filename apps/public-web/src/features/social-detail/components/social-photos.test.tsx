import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MediaJob, MediaPage, SocialMedia } from '@socials/domain';
import { makeSocial } from '../../../test/fixtures';
import { server, signIn, setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { SocialDetailPage } from '../social-detail-page';

setupMockApi();

const social = makeSocial();
const item = (id: string, caption = ''): SocialMedia => ({
  id,
  socialId: social.id,
  kind: 'IMAGE',
  url: `https://example.com/api/media/${id}/full?expires=1&signature=s`,
  thumbUrl: `https://example.com/api/media/${id}/thumb?expires=1&signature=s`,
  contentType: 'image/webp',
  width: 1200,
  height: 800,
  caption,
  hidden: false,
  uploader: { id: 'u1', slug: 'ann', displayName: 'Ann', firstName: 'Ann', lastName: null, photoPath: null },
  createdAt: Date.now(),
  canEdit: false,
});

function serve(page: Partial<MediaPage>) {
  server.use(
    http.get(`*/api/socials/slug/${social.slug}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/homiesgoing`, () => HttpResponse.json({ count: 0, data: [] })),
    http.get(`*/api/socials/${social.id}/media`, () =>
      HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null }, canUpload: false, canManage: false, ...page }),
    ),
  );
}

const open = () => renderPage(<SocialDetailPage />, { path: '/socials/:slug', url: `/socials/${social.slug}` });

describe('Photos on the event page', () => {
  it('says there are none yet, and offers no upload to a visitor', async () => {
    serve({});
    open();
    const section = await screen.findByRole('region', { name: 'Photos' });
    expect(await within(section).findByText('No photos yet')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add photos or videos' })).toBeNull();
  });

  it('shows 120 × 80 thumbnails that open the lightbox, and lets a confirmed guest upload and download all', async () => {
    signIn();
    serve({ data: [item('m1', 'Dinner'), item('m2')], canUpload: true });
    let polls = 0;
    server.use(
      http.post('*/api/media/download', () =>
        HttpResponse.json({ id: '0b3a7c1e-8d57-4e1f-9a4b-3c2d1e0f9a8b', kind: 'ARCHIVE', status: 'PENDING', progress: 0, url: null } satisfies MediaJob, {
          status: 202,
        }),
      ),
      http.get('*/api/media/download/:jobId', ({ params }) => {
        polls += 1;
        const ready = polls > 1;
        return HttpResponse.json({
          id: String(params.jobId),
          kind: 'ARCHIVE',
          status: ready ? 'READY' : 'RUNNING',
          progress: ready ? 100 : 40,
          url: ready ? 'https://example.com/archive.zip' : null,
        } satisfies MediaJob);
      }),
    );
    open();
    const section = await screen.findByRole('region', { name: 'Photos' });
    const grid = await within(section).findByRole('list', { name: `Photos of ${social.title}` });
    const tiles = within(grid).getAllByRole('button');
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('height', '80');
    expect(within(section).getByRole('button', { name: 'Add photos or videos' })).toBeEnabled();

    fireEvent.click(tiles[0]!);
    expect(screen.getByRole('dialog', { name: 'Dinner' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    fireEvent.click(within(section).getByRole('button', { name: 'Download all' }));
    expect(await within(section).findByText('Preparing the archive…')).toBeInTheDocument();
    const link = await within(section).findByRole('link', { name: 'Save the photos (ZIP)' }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', 'https://example.com/archive.zip');
  });
});
