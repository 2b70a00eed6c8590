import { checkContentFields, type ContentEntry, type ContentPage, type ErrorBody } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_CONTENT } from '../../db/seed-content';
import { READ_CACHE_HEADER } from '../../http/plugins/public-read-cache';
import { describeOnOneDatabase } from '../../test/harness';
import { apiCalls, type TestUser } from '../../test/kit';

describeOnOneDatabase('content pages', (h) => {
  let staff: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    staff = await h().signIn('content-staff@example.com', { admin: true });
    member = await h().signIn('content-member@example.com');
  });

  const { send } = apiCalls(h);

  async function create(kind: string, payload: object): Promise<ContentEntry> {
    const res = await send('POST', `/content/${kind}`, staff, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ContentEntry;
  }

  const job = (slug: string, published = true) => ({
    slug,
    title: 'Staff engineer',
    body: 'Build **things**.\n\n[apply](https://example.com/apply)\n\n<script>alert(1)</script>',
    fields: { company: 'Acme', location: 'New York', bountyCents: 150_000 },
    published,
  });

  it('publishes a job with its bounty, its body as safe HTML, and lists published entries only', async () => {
    const published = await create('JOB', job('staff-engineer'));
    expect(published).toMatchObject({
      kind: 'JOB',
      slug: 'staff-engineer',
      published: true,
      fields: { company: 'Acme', bountyCents: 150_000, remote: false, employmentType: 'FULL_TIME' },
    });
    expect(published.publishedAt).toEqual(expect.any(Number));
    expect(published.html).toContain('<strong>things</strong>');
    expect(published.html).toContain('rel="noopener noreferrer nofollow"');
    expect(published.html).not.toContain('script');
    const draft = await create('JOB', job('draft-job', false));

    const list = await send('GET', '/content/JOB', null);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as ContentPage).data.map((entry) => entry.slug)).toEqual(['staff-engineer']);
    expect((await send('GET', '/content/JOB/draft-job', null)).statusCode).toBe(404);
    expect((await send('GET', '/content/JOB/draft-job', member)).statusCode).toBe(404);
    expect((await send('GET', '/content/JOB/draft-job', staff)).json()).toMatchObject({ id: draft.id, published: false });
    expect((await send('GET', '/content/JOB?includeDrafts=true', member)).statusCode).toBe(403);
    const withDrafts = (await send('GET', '/content/JOB?includeDrafts=true', staff)).json() as ContentPage;
    expect(withDrafts.data.map((entry) => entry.slug).sort()).toEqual(['draft-job', 'staff-engineer']);
    // Another kind does not see it.
    expect((await send('GET', '/content/BLOG/staff-engineer', null)).statusCode).toBe(404);
  });

  it('keeps anonymous reads cached until an entry of the kind changes, then shows the change', async () => {
    const entry = await create('FAQ', { slug: 'what-is-a-social', title: 'What is a social?', body: 'An event.', published: true });
    for (const url of ['/content/FAQ', '/content/FAQ/what-is-a-social']) {
      await send('GET', url, null);
      expect((await send('GET', url, null)).headers[READ_CACHE_HEADER]).toBe('hit');
    }
    const changed = await send('PATCH', `/content/FAQ/${entry.id}`, staff, { published: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await send('GET', '/content/FAQ/what-is-a-social', null)).statusCode).toBe(404);
    const list = await send('GET', '/content/FAQ', null);
    expect([list.headers[READ_CACHE_HEADER], (list.json() as ContentPage).data]).toEqual(['miss', []]);

    const republished = (
      await send('PATCH', `/content/FAQ/${entry.id}`, staff, { published: true, title: 'What is a social, exactly?' })
    ).json() as ContentEntry;
    expect(republished.publishedAt).toBe(entry.publishedAt);
    expect(((await send('GET', '/content/FAQ/what-is-a-social', null)).json() as ContentEntry).title).toBe('What is a social, exactly?');
  });

  it('pages a kind newest first', async () => {
    for (const n of [1, 2, 3]) await create('POST', { slug: `post-${n}`, title: `Post ${n}`, published: true });
    const first = (await send('GET', '/content/POST?limit=2', null)).json() as ContentPage;
    expect(first.data.map((entry) => entry.slug)).toEqual(['post-3', 'post-2']);
    const second = (await send('GET', `/content/POST?limit=2&exclusiveStartKey=${first.meta.lastEvaluatedKey}`, null)).json() as ContentPage;
    expect([second.data.map((entry) => entry.slug), second.meta.lastEvaluatedKey]).toEqual([['post-1'], null]);
  });

  it('lets only staff write, and changes nothing otherwise', async () => {
    const entry = await create('TERMS', {
      slug: 'terms',
      title: 'Terms of use',
      body: 'Be kind.',
      fields: { version: '1.0', effectiveDate: '2026-01-01' },
      published: true,
    });
    const payload = { slug: 'other', title: 'Other', fields: { version: '2', effectiveDate: '2026-02-01' } };
    expect((await send('POST', '/content/TERMS', null, payload)).statusCode).toBe(401);
    expect((await send('POST', '/content/TERMS', member, payload)).statusCode).toBe(403);
    expect((await send('PATCH', `/content/TERMS/${entry.id}`, member, { title: 'Mine' })).statusCode).toBe(403);
    expect((await send('DELETE', `/content/TERMS/${entry.id}`, member)).statusCode).toBe(403);
    expect(((await send('GET', '/content/TERMS/terms', null)).json() as ContentEntry).title).toBe('Terms of use');

    expect((await send('POST', '/content/preview', member, { body: '# Hi' })).statusCode).toBe(403);
    const preview = await send('POST', '/content/preview', staff, { body: '# Hi\n\n<script>alert(1)</script>' });
    expect(preview.json()).toEqual({ html: '<h2>Hi</h2>\n' });

    // The id must be of the kind in the address.
    expect((await send('DELETE', `/content/BLOG/${entry.id}`, staff)).statusCode).toBe(404);
    expect((await send('DELETE', `/content/TERMS/${entry.id}`, staff)).statusCode).toBe(200);
    expect((await send('GET', '/content/TERMS/terms', null)).statusCode).toBe(404);
  });

  it('names the field at fault: fields of the kind, the address, a taken address', async () => {
    const fault = async (method: 'POST' | 'PATCH', url: string, payload: object, status = 400) => {
      const res = await send(method, url, staff, payload);
      expect(res.statusCode, res.body).toBe(status);
      return (res.json() as ErrorBody).fieldErrors?.map((one) => one.field);
    };
    expect(await fault('POST', '/content/JOB', { slug: 'x', title: 'No company', fields: { location: 'NYC' } })).toContain('body.fields.company');
    expect(await fault('POST', '/content/JOB', { ...job('neg'), fields: { company: 'A', location: 'B', bountyCents: -1 } })).toContain(
      'body.fields.bountyCents',
    );
    expect(await fault('POST', '/content/BLOG', { slug: 'b', title: 'Cover', fields: { author: 'A', coverImageUrl: 'javascript:alert(1)' } })).toContain(
      'body.fields.coverImageUrl',
    );
    expect(await fault('POST', '/content/ENTERPRISE_PLAN', { slug: 'p', title: 'Plan', fields: { priceCents: 100, features: [] } })).toContain(
      'body.fields.features',
    );
    expect(await fault('POST', '/content/BLOG', { slug: 'Not A Slug', title: 'T', fields: { author: 'A' } })).toContain('body.slug');
    expect(await fault('POST', '/content/BLOG', { slug: 'fine', title: '', fields: { author: 'A' } })).toContain('body.title');
    expect((await send('POST', '/content/NEWS', staff, { slug: 'n', title: 'N' })).statusCode).toBe(400);

    await create('BLOG', { slug: 'taken', title: 'First', fields: { author: 'A' } });
    expect(await fault('POST', '/content/BLOG', { slug: 'taken', title: 'Second', fields: { author: 'B' } }, 409)).toEqual(['body.slug']);
    const other = await create('BLOG', { slug: 'free', title: 'Third', fields: { author: 'C' } });
    expect(await fault('PATCH', `/content/BLOG/${other.id}`, { slug: 'taken' }, 409)).toEqual(['body.slug']);
    expect(await fault('PATCH', `/content/BLOG/${other.id}`, { fields: { author: '' } })).toContain('body.fields.author');
    // The same address under another kind is fine.
    await create('JOB', job('taken'));
  });

  it('seeds demo pages that keep the rules of their kind', () => {
    for (const entry of DEMO_CONTENT) expect(checkContentFields(entry.kind, entry.fields), entry.slug).toMatchObject({ ok: true });
  });
});
