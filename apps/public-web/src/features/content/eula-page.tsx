import { useListContentQuery } from '@socials/api-client';
import { contentFieldsOf } from '@socials/domain';
import { EmptyState, LoadError, PageLoader, useDocumentTitle } from '@socials/ui';
import { RichText } from './content-parts';

const EFFECTIVE = new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** /eula — the terms of use in force: the newest published terms. */
export function EulaPage() {
  useDocumentTitle('Terms of use');
  const { data, error, isLoading, refetch } = useListContentQuery({ kind: 'TERMS', limit: 1 });
  const terms = data?.data[0];

  let content;
  if (isLoading) content = <PageLoader label="Loading the terms…" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (!terms) content = <EmptyState title="No terms published yet" description="The terms of use will be published here." />;
  else {
    const fields = contentFieldsOf('TERMS', terms);
    content = (
      <>
        <p className="text-sm text-fg-muted">
          Version {fields.version}, in force since {EFFECTIVE.format(new Date(`${fields.effectiveDate}T00:00:00Z`))}
        </p>
        <RichText html={terms.html} />
      </>
    );
  }

  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{terms?.title ?? 'Terms of use'}</h1>
      {content}
    </article>
  );
}
