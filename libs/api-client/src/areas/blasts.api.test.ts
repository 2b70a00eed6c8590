import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Blast, BlastRecipient } from '@socials/domain';
import { fakeJwt } from '../test/fake-jwt';
import { setupApiClient } from '../test/api-test-kit';
import { blastsApi } from './blasts.api';

const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const counts = { total: 0, sent: 0, failed: 0, inProgress: 0, canceled: 0 };
const aBlast = (id: string, overrides: Partial<Blast> = {}) =>
  ({ id, source: 'SOCIAL_BLAST', socialId: 's1', channel: 'EMAIL', subject: 'Hi', body: 'Hello', status: 'SCHEDULED', counts, ...overrides }) as Blast;
const aRecipient = (userId: string): BlastRecipient => ({
  userId,
  name: userId,
  address: `${userId}@x.test`,
  status: 'SENT',
  attempts: 1,
  error: null,
  sentAt: 1,
});

describe('blasts API', () => {
  it("creates a social's blast on its own route and refetches its scheduled blasts, not the subscribers'", async () => {
    const calls = { social: 0, subscribers: 0 };
    server.use(
      http.get(api('/socials/s1/blast/scheduled'), () => {
        calls.social += 1;
        return HttpResponse.json({ data: [] });
      }),
      http.get(api('/blast/scheduled'), () => {
        calls.subscribers += 1;
        return HttpResponse.json({ data: [] });
      }),
      http.post(api('/socials/s1/blast/scheduled'), async ({ request }) =>
        HttpResponse.json(aBlast('b1', (await request.json()) as Partial<Blast>), { status: 202 }),
      ),
    );
    const { store } = setupApiClient(fakeJwt('host'));
    store.dispatch(blastsApi.endpoints.getScheduledBlasts.initiate({ socialId: 's1' }));
    store.dispatch(blastsApi.endpoints.getScheduledBlasts.initiate({}));
    await expect.poll(() => calls).toEqual({ social: 1, subscribers: 1 });

    const blast = await store
      .dispatch(blastsApi.endpoints.createBlast.initiate({ socialId: 's1', body: { subject: 'News', body: 'Hi {{firstName}}', scheduledAt: 42 } }))
      .unwrap();

    expect(blast.subject).toBe('News');
    await expect.poll(() => calls.social).toBe(2);
    expect(calls.subscribers).toBe(1);
  });

  it('sends a blast to the subscribers through POST /hosts/blast', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/hosts/blast'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aBlast('b2', { source: 'HOST_SUBSCRIBERS', socialId: null }), { status: 202 });
      }),
    );
    const { store } = setupApiClient(fakeJwt('host'));

    await store.dispatch(blastsApi.endpoints.createBlast.initiate({ body: { subject: 'News', body: 'Hello' } })).unwrap();

    expect(sent).toEqual({ subject: 'News', body: 'Hello' });
  });

  it("appends a blast's later delivery pages to the first, asking with the previous page's next", async () => {
    const afters: string[] = [];
    server.use(
      http.get(api('/blast/b1/recipients'), ({ request }) => {
        const after = new URL(request.url).searchParams.get('after') ?? '';
        afters.push(after);
        return after === '2'
          ? HttpResponse.json({ data: [aRecipient('c')], next: null })
          : HttpResponse.json({ data: [aRecipient('a'), aRecipient('b')], next: 2 });
      }),
    );
    const { store } = setupApiClient(fakeJwt('host'));

    await store.dispatch(blastsApi.endpoints.getBlastRecipients.initiate({ blastId: 'b1' }));
    const second = await store.dispatch(blastsApi.endpoints.getBlastRecipients.initiate({ blastId: 'b1', after: 2 }));

    expect(afters).toEqual(['', '2']);
    expect(second.data).toEqual({ data: [aRecipient('a'), aRecipient('b'), aRecipient('c')], next: null });
  });
});
