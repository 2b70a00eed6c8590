import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaJob, Photobook, SocialMedia, UpdateMediaBody } from '@socials/domain';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { MediaPage } from './media-page';

setupMockApi();

const social = makeSocial();
const JOB_ID = '0b3a7c1e-8d57-4e1f-9a4b-3c2d1e0f9a8b';

const item = (id: string, caption: string, overrides: Partial<SocialMedia> = {}): SocialMedia => ({
  id,
  socialId: social.id,
  kind: 'IMAGE',
  url: `/api/media/${id}/full`,
  thumbUrl: `/api/media/${id}/thumb`,
  contentType: 'image/webp',
  width: 600,
  height: 400,
  caption,
  hidden: false,
  uploader: { id: 'u1', slug: 'ann', displayName: 'Ann', firstName: 'Ann', lastName: null, photoPath: null },
  createdAt: 1,
  canEdit: true,
  ...overrides,
});

/** Serves the social, its gallery (edits applied in memory) and its photobook; records the calls. */
function serve(initial: SocialMedia[]) {
  let items = [...initial];
  let book: Photobook = { socialId: social.id, title: social.title, mediaIds: [], updatedAt: null };
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let polls = 0;
  server.use(
    http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/media`, () => HttpResponse.json({ data: items, meta: { lastEvaluatedKey: null }, canUpload: true, canManage: true })),
    http.patch('*/api/media', async ({ request }) => {
      const body = (await request.json()) as UpdateMediaBody;
      calls.push({ method: 'PATCH', url: '/media', body });
      items = items.map((one) =>
        body.ids.includes(one.id)
          ? { ...one, ...(body.hidden !== undefined ? { hidden: body.hidden } : {}), ...(body.caption !== undefined ? { caption: body.caption } : {}) }
          : one,
      );
      return HttpResponse.json({ data: items.filter((one) => body.ids.includes(one.id)) });
    }),
    http.post('*/api/media/share', async ({ request }) => {
      calls.push({ method: 'POST', url: '/media/share', body: await request.json() });
      return HttpResponse.json({ url: 'https://example.com/media/shared/abc', token: 'abc' }, { status: 201 });
    }),
    http.get(`*/api/socials/${social.id}/photobook`, () => HttpResponse.json(book)),
    http.post(`*/api/socials/${social.id}/photobook`, async ({ request }) => {
      const body = (await request.json()) as Pick<Photobook, 'title' | 'mediaIds'>;
      calls.push({ method: 'POST', url: '/photobook', body });
      book = { ...book, ...body, updatedAt: 2 };
      return HttpResponse.json(book);
    }),
    http.post(`*/api/socials/${social.id}/photobook/export`, () =>
      HttpResponse.json({ id: JOB_ID, kind: 'PHOTOBOOK', status: 'PENDING', progress: 0, url: null } satisfies MediaJob, { status: 202 }),
    ),
    http.get(`*/api/media/download/${JOB_ID}`, () => {
      polls += 1;
      const ready = polls > 1;
      return HttpResponse.json({
        id: JOB_ID,
        kind: 'PHOTOBOOK',
        status: ready ? 'READY' : 'RUNNING',
        progress: ready ? 100 : 50,
        url: ready ? 'https://example.com/book.pdf' : null,
      } satisfies MediaJob);
    }),
  );
  return calls;
}

describe('MediaPage', () => {
  it('says when there are no photos yet', async () => {
    signIn();
    serve([]);
    renderPage(<MediaPage />, { path: '/socials/:id/media', url: `/socials/${social.id}/media` });
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
  });

  it('hides the selected items, makes a share link of them, and builds the photobook as a PDF', async () => {
    signIn();
    const calls = serve([item('m1', 'Arrivals'), item('m2', 'Toast'), item('m3', '', { kind: 'VIDEO', thumbUrl: null })]);
    const user = userEvent.setup();
    renderPage(<MediaPage />, { path: '/socials/:id/media', url: `/socials/${social.id}/media` });

    const grid = await screen.findByRole('list', { name: 'Photos and videos' });
    await user.click(within(grid).getByRole('checkbox', { name: 'Arrivals' }));
    await user.click(within(grid).getByRole('checkbox', { name: 'Toast' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(within(grid).getAllByText('Hidden')).toHaveLength(2));
    expect(calls[0]).toEqual({ method: 'PATCH', url: '/media', body: { ids: ['m1', 'm2'], hidden: true } });

    await user.click(screen.getByRole('button', { name: 'Share the selected' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue('https://example.com/media/shared/abc');
    expect(calls[1]?.body).toEqual({ socialId: social.id, mediaIds: ['m1', 'm2'] });

    const book = await screen.findByRole('region', { name: 'Photobook' });
    await user.click(within(book).getByRole('button', { name: 'Add the selected photos (2)' }));
    await user.click(within(book).getByRole('button', { name: 'Move Toast up' }));
    const order = within(within(book).getByRole('list', { name: 'Photos of the photobook' })).getAllByRole('listitem');
    expect(order.map((row) => row.textContent)).toEqual([expect.stringContaining('Toast'), expect.stringContaining('Arrivals')]);

    await user.click(within(book).getByRole('button', { name: 'Export PDF' }));
    const link = await within(book).findByRole('link', { name: 'Save the photobook (PDF)' }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', 'https://example.com/book.pdf');
    expect(calls.find((call) => call.url === '/photobook')?.body).toEqual({ title: social.title, mediaIds: ['m2', 'm1'] });
  });
});
