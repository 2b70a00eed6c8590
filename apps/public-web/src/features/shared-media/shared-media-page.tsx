import { useParams } from 'react-router-dom';
import { useGetSharedGalleryQuery } from '@socials/api-client';
import { EmptyState, LoadError, MediaGallery, PageLoader, useDocumentTitle } from '@socials/ui';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 400);

/** /media/shared/:token — the photos and videos someone shared with a link. */
export function SharedMediaPage() {
  const { token = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetSharedGalleryQuery(token, { skip: !token });
  useDocumentTitle(data ? `Photos of ${data.socialTitle}` : isLoading ? null : 'Shared photos');

  if (isLoading) return <PageLoader label="Loading the photos…" />;
  if (!data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Shared photos</h1>
        {isNotFound(error) ? (
          <EmptyState title="This link does not work" description="It may be mistyped, or the photos were removed." />
        ) : (
          <LoadError error={error} onRetry={refetch} />
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Photos of {data.socialTitle}</h1>
      {data.data.length === 0 ? (
        <EmptyState title="Nothing to show" description="The photos of this link were hidden or removed." />
      ) : (
        <MediaGallery label={`Photos of ${data.socialTitle}`} items={data.data} />
      )}
    </div>
  );
}
