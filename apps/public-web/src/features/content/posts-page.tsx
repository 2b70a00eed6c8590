import { useListContentQuery } from '@socials/api-client';
import { contentFieldsOf, type ContentEntry } from '@socials/domain';
import { Card, EmptyState, FOCUS_RING, LoadError, PageLoader, useDocumentTitle } from '@socials/ui';
import { formatContentDate, RichText } from './content-parts';

/** /posts — the FAQs (questions that open to their answers) and the team's posts. */
export function PostsPage() {
  useDocumentTitle('FAQs');
  const faqs = useListContentQuery({ kind: 'FAQ', limit: 100 });
  const posts = useListContentQuery({ kind: 'POST', limit: 20 });

  let content;
  if (faqs.isLoading || posts.isLoading) content = <PageLoader label="Loading questions…" />;
  else if (faqs.error || posts.error || !faqs.data || !posts.data)
    content = (
      <LoadError
        error={faqs.error ?? posts.error}
        onRetry={() => {
          void faqs.refetch();
          void posts.refetch();
        }}
      />
    );
  else if (faqs.data.data.length === 0 && posts.data.data.length === 0)
    content = <EmptyState title="No questions answered yet" description="Questions people ask us, and our answers, will show up here." />;
  else
    content = (
      <>
        {faqs.data.data.length > 0 ? (
          <section aria-labelledby="faq-title" className="flex flex-col gap-3">
            <h2 id="faq-title" className="text-2xl font-semibold">
              Frequently asked questions
            </h2>
            {/* Oldest first: the basics were written first. */}
            <ul className="flex flex-col gap-2">
              {[...faqs.data.data].reverse().map((faq) => (
                <li key={faq.id}>
                  <FaqItem entry={faq} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {posts.data.data.length > 0 ? (
          <section aria-labelledby="posts-title" className="flex flex-col gap-3">
            <h2 id="posts-title" className="text-2xl font-semibold">
              Posts
            </h2>
            <ul className="flex flex-col gap-3">
              {posts.data.data.map((post) => (
                <li key={post.id}>
                  <PostItem entry={post} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <h1 className="text-3xl font-bold tracking-tight">FAQs</h1>
      {content}
    </div>
  );
}

function FaqItem({ entry }: { entry: ContentEntry }) {
  const { category } = contentFieldsOf('FAQ', entry);
  return (
    <details className="group rounded-lg border border-border bg-surface">
      <summary className={`flex cursor-pointer items-center justify-between gap-3 p-4 font-medium ${FOCUS_RING}`}>
        <span>{entry.title}</span>
        {category ? <span className="text-sm font-normal text-fg-muted">{category}</span> : null}
      </summary>
      <div className="px-4 pb-4">
        <RichText html={entry.html} />
      </div>
    </details>
  );
}

function PostItem({ entry }: { entry: ContentEntry }) {
  const { category } = contentFieldsOf('POST', entry);
  return (
    <Card as="article" className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold">{entry.title}</h3>
      <p className="text-sm text-fg-muted">{[category, formatContentDate(entry.publishedAt)].filter(Boolean).join(' · ')}</p>
      <RichText html={entry.html} />
    </Card>
  );
}
