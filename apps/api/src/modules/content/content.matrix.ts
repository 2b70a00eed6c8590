import { randomUUID } from 'node:crypto';
import { anyone, type AreaMatrix, everyone, type Outcomes, staffOnly } from '../../security/matrix';
import { findContentEntry } from './content.repo';

interface ContentRef {
  id: string;
  slug: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A published blog post written by staff. */
    publishedBlog: ContentRef;
    /** A blog post staff have not published. */
    draftBlog: ContentRef;
    /** A new published blog post, for a request that changes or deletes it. */
    freshBlog(): Promise<ContentRef>;
  }
}

/** A draft is there for staff only; anyone else is told it does not exist. */
const draftRead: Outcomes = { ...everyone('404'), admin: '2xx' };

const blogBody = () => ({
  slug: `matrix-${randomUUID()}`,
  title: 'Matrix post',
  body: 'Checks **who** may write.',
  fields: { author: 'Matrix' },
  published: true,
});

/** Who may call the routes of the content pages: everyone reads what is published, staff write. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/content/:kind', expect: anyone, request: () => ({ params: { kind: 'BLOG' } }) },
    {
      route: 'GET /api/content/:kind',
      object: 'with drafts',
      expect: staffOnly,
      request: () => ({ params: { kind: 'BLOG' }, query: { includeDrafts: 'true' } }),
    },
    {
      route: 'GET /api/content/:kind/:slug',
      object: 'published entry',
      expect: anyone,
      request: (w) => ({ params: { kind: 'BLOG', slug: w.publishedBlog.slug } }),
    },
    { route: 'GET /api/content/:kind/:slug', object: 'draft', expect: draftRead, request: (w) => ({ params: { kind: 'BLOG', slug: w.draftBlog.slug } }) },
    { route: 'POST /api/content/preview', expect: staffOnly, request: () => ({ payload: { body: '# Preview' } }) },
    { route: 'POST /api/content/:kind', expect: staffOnly, request: () => ({ params: { kind: 'BLOG' }, payload: blogBody() }) },
    {
      route: 'PATCH /api/content/:kind/:id',
      expect: staffOnly,
      request: async (w) => {
        const { id } = await w.freshBlog();
        return { params: { kind: 'BLOG', id }, payload: { title: 'Changed', published: false }, writes: { contentEntry: id } };
      },
    },
    {
      route: 'DELETE /api/content/:kind/:id',
      expect: staffOnly,
      request: async (w) => {
        const { id } = await w.freshBlog();
        return { params: { kind: 'BLOG', id }, writes: { contentEntry: id } };
      },
    },
  ],
  seed: async ({ actors, sendOk }) => {
    const freshBlog = () => sendOk<ContentRef>('POST', '/api/content/BLOG', actors.admin.token, blogBody());
    return {
      publishedBlog: await freshBlog(),
      draftBlog: await sendOk<ContentRef>('POST', '/api/content/BLOG', actors.admin.token, { ...blogBody(), published: false }),
      freshBlog,
    };
  },
  watches: { contentEntry: async (db, id) => (await findContentEntry(db, id)) ?? null },
};
