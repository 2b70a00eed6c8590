import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { fakePhotoFeed } from './photo-feed.provider';
import { createPhotoFeed, getMedia, listMedia, PHOTO_FEED_CACHE_ENTRIES, PHOTO_FEED_CACHE_MS } from './photos.service';

describeOnOneDatabase('photo feed', (h) => {
  it('lists the items with the fields asked for', async () => {
    const res = await h().app.inject({ method: 'GET', url: '/api/me/media?fields=caption,hash_tags,media_type' });
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json().data;
    expect(first).toEqual({
      id: '17900000000000',
      caption: 'Founders breakfast in Flatiron #nyc #founders',
      hash_tags: ['nyc', 'founders'],
      media_type: 'IMAGE',
    });
    const all = await h().app.inject({ method: 'GET', url: '/api/me/media' });
    expect(Object.keys(all.json().data[0]).sort()).toEqual([
      'caption',
      'hash_tags',
      'id',
      'media_type',
      'media_url',
      'permalink',
      'thumbnail_url',
      'timestamp',
    ]);
    expect(new Set(all.json().data.map((item: { media_type: string }) => item.media_type))).toEqual(new Set(['IMAGE', 'CAROUSEL_ALBUM', 'VIDEO']));
  });

  it('reads one item by id, and refuses unknown fields and ids', async () => {
    const one = await h().app.inject({ method: 'GET', url: '/api/me/media/17900000000003?fields=media_type,thumbnail_url' });
    expect(one.json()).toEqual({ id: '17900000000003', media_type: 'VIDEO', thumbnail_url: '/default-social-card.png?media=17900000000003' });
    expect((await h().app.inject({ method: 'GET', url: '/api/me/media/123' })).statusCode).toBe(404);
    const bad = await h().app.inject({ method: 'GET', url: '/api/me/media?fields=caption,password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('query.fields');
  });
});

it('asks the graph once per request for 15 minutes, and keeps 100 entries', async () => {
  let now = 0;
  const provider = fakePhotoFeed();
  const feed = createPhotoFeed(provider, () => now);
  await listMedia(feed, ['caption']);
  await listMedia(feed, ['media_url']);
  expect(provider.calls).toBe(1);
  now = PHOTO_FEED_CACHE_MS - 1;
  await listMedia(feed, ['caption']);
  expect(provider.calls).toBe(1);
  now = PHOTO_FEED_CACHE_MS;
  await listMedia(feed, ['caption']);
  expect(provider.calls).toBe(2);

  for (let i = 0; i < PHOTO_FEED_CACHE_ENTRIES + 10; i += 1) await getMedia(feed, `99${i}`, []).catch(() => undefined);
  expect(feed.cache.size).toBe(PHOTO_FEED_CACHE_ENTRIES);
});

// A graph API on this machine, as the real one answers (the real one is outside this network).
const graphRequests: URL[] = [];
const graph = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://graph.test');
  graphRequests.push(url);
  if (url.searchParams.get('access_token') !== 'graph-token') return void response.writeHead(401).end('{"error":{"message":"Invalid OAuth access token"}}');
  response.setHeader('content-type', 'application/json');
  const post = {
    id: '42',
    caption: 'Demo night #AI',
    media_type: 'CAROUSEL_ALBUM',
    media_url: 'https://cdn.graph.test/42.jpg',
    permalink: 'https://photos.test/p/42',
    timestamp: '2026-11-24T20:00:00+0000',
  };
  if (url.pathname === '/me/media') return void response.end(JSON.stringify({ data: [post], paging: {} }));
  if (url.pathname === '/42') return void response.end(JSON.stringify(post));
  if (url.pathname === '/500') return void response.writeHead(500).end('{}');
  response.writeHead(400).end('{"error":{"message":"Unsupported get request"}}');
});
await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => graph.close(() => resolve())));

describeOnOneDatabase(
  'photo feed from a graph API',
  (h) => {
    it('reads the posts with the access token, tags from the captions, and caches them', async () => {
      const res = await h().app.inject({ method: 'GET', url: '/api/me/media?fields=caption,hash_tags,media_type' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: [{ id: '42', caption: 'Demo night #AI', hash_tags: ['AI'], media_type: 'CAROUSEL_ALBUM' }] });
      expect(graphRequests.at(-1)?.searchParams.get('fields')).toBe('id,caption,media_type,media_url,permalink,thumbnail_url,timestamp');
      const asked = graphRequests.length;
      await h().app.inject({ method: 'GET', url: '/api/me/media?fields=permalink' });
      expect(graphRequests.length).toBe(asked);

      expect((await h().app.inject({ method: 'GET', url: '/api/me/media/42?fields=media_url' })).json()).toEqual({
        id: '42',
        media_url: 'https://cdn.graph.test/42.jpg',
      });
      expect((await h().app.inject({ method: 'GET', url: '/api/me/media/7' })).statusCode).toBe(404);
      const down = await h().app.inject({ method: 'GET', url: '/api/me/media/500' });
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe('The photo feed answered 500');
    });
  },
  { env: { PHOTO_FEED_ACCESS_TOKEN: 'graph-token', PHOTO_FEED_API_URL: `http://127.0.0.1:${(graph.address() as AddressInfo).port}` } },
);
