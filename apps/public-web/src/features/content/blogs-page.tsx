import { Link, useParams } from 'react-router-dom';
import { contentFieldsOf, type ContentEntry } from '@socials/domain';
import { Badge, Card, fillPath, TEXT_LINK } from '@socials/ui';
import { paths } from '../../shared/paths';
import { ContentEntryPage, ContentListPage, formatContentDate, RichText } from './content-parts';

const blogPath = (slug: string) => fillPath(paths.blog, { slug });

/** /blogs — staff's posts, newest first. */
export function BlogsPage() {
  return (
    <ContentListPage
      kind="BLOG"
      title="Blogs"
      loadingLabel="Loading posts…"
      empty={{ title: 'No posts yet', description: 'Stories from our hosts and the team will show up here.' }}
      noun="posts"
    >
      {(entries) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <BlogCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </ContentListPage>
  );
}

function BlogCard({ entry }: { entry: ContentEntry }) {
  const fields = contentFieldsOf('BLOG', entry);
  return (
    <Card as="article" className="flex h-full flex-col gap-2">
      <h2 className="text-xl font-semibold">
        <Link to={blogPath(entry.slug)} className={TEXT_LINK}>
          {entry.title}
        </Link>
      </h2>
      <p className="text-sm text-fg-muted">
        {fields.author} ·{' '}
        <time dateTime={entry.publishedAt ? new Date(entry.publishedAt).toISOString() : undefined}>{formatContentDate(entry.publishedAt)}</time>
      </p>
      {entry.summary ? <p>{entry.summary}</p> : null}
      {fields.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {fields.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** /blogs/:slug — one post. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <ContentEntryPage kind="BLOG" slug={slug} noun="Blog post" back={{ to: paths.blogs, label: 'All posts' }}>
      {(entry) => {
        const fields = contentFieldsOf('BLOG', entry);
        return (
          <>
            <header className="flex flex-col gap-2">
              <h1 className="text-3xl font-bold tracking-tight">{entry.title}</h1>
              <p className="text-sm text-fg-muted">
                {fields.author} · {formatContentDate(entry.publishedAt)}
              </p>
            </header>
            {fields.coverImageUrl ? <img src={fields.coverImageUrl} alt="" className="w-full rounded-lg object-cover" /> : null}
            {entry.summary ? <p className="text-lg">{entry.summary}</p> : null}
            <RichText html={entry.html} />
          </>
        );
      }}
    </ContentEntryPage>
  );
}
