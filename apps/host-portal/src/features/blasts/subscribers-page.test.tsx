import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostSubscriber } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { blastConfig } from './blast-test-fixtures';
import { SubscribersPage } from './subscribers-page';

setupMockApi();

const subscriber = (n: number): HostSubscriber => ({ userId: `u${n}`, name: `Follower ${n}`, email: `f${n}@example.com`, subscribedAt: Date.UTC(2026, 0, n) });

function serve(total: number) {
  const sent: unknown[] = [];
  const offsets: string[] = [];
  server.use(
    http.get('*/api/hosts/subscribers', ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
      offsets.push(String(offset));
      const page = Array.from({ length: Math.max(0, Math.min(50, total - offset)) }, (_, i) => subscriber(offset + i + 1));
      return HttpResponse.json({ data: page, total });
    }),
    http.get('*/api/blast/configs', () => HttpResponse.json(blastConfig)),
    http.post('*/api/blast/recipients', () => HttpResponse.json({ count: total, skipped: 0, sample: [] })),
    http.post('*/api/blast/preview', () => HttpResponse.json({ to: 'f1@example.com', subject: 'News', text: 'Hello', smsSegments: 0 })),
    http.get('*/api/blast/scheduled', () => HttpResponse.json({ data: [] })),
    http.get('*/api/blast/blasted-messages', () => HttpResponse.json({ data: [] })),
    http.post('*/api/hosts/blast', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({}, { status: 202 });
    }),
  );
  return { sent, offsets };
}

const openPage = () => renderPage(<SubscribersPage />, { path: '/subscribers', url: '/subscribers' });

describe('SubscribersPage', () => {
  it('says when nobody follows the host yet', async () => {
    signIn();
    serve(0);
    openPage();
    expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument();
  });

  it('pages through the followers', async () => {
    signIn();
    const { offsets } = serve(60);
    openPage();

    expect(await screen.findByRole('heading', { name: '60 people follow you' })).toBeInTheDocument();
    expect(screen.getByText('Follower 1')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Subscriber pages' })).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Follower 51')).toBeInTheDocument();
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(offsets).toEqual(['0', '50']);
  });

  it('messages every subscriber through POST /hosts/blast, with no audience controls', async () => {
    signIn();
    const { sent } = serve(2);
    openPage();
    await screen.findByText('Reaches 2 people');
    expect(screen.queryByRole('group', { name: 'Audience' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'News');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Send to 2 people?' })).getByRole('button', { name: 'Send now' }));

    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ subject: 'News', body: 'Hello', kind: 'DEFAULT' })]));
  });
});
