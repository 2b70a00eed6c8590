import { Link, useParams } from 'react-router-dom';
import { useGetSocialBySlugQuery } from '@socials/api-client';
import { displaySocialTitle } from '@socials/domain';
import { EmptyState, PageLoader } from '@socials/ui';
import { LoadError } from '../../shared/load-error';
import { BUTTON_LINK } from '../../shared/link-styles';
import { paths } from '../../shared/paths';
import { useCityNames } from '../../shared/use-city-names';
import { EventDescription } from './components/event-description';
import { EventFacts } from './components/event-facts';
import { EventHosts } from './components/event-hosts';
import { RsvpPanel } from './components/rsvp-panel';
import { useDocumentTitle } from '../../shared/use-document-title';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** /socials/:slug — the event page with the RSVP button. */
export function SocialDetailPage() {
  const { slug = '' } = useParams();
  const { data: social, error, isLoading, refetch } = useGetSocialBySlugQuery(slug, { skip: !slug });
  const cityName = useCityNames();
  useDocumentTitle(social ? displaySocialTitle(social) : isLoading ? null : 'Social not found');

  if (isLoading) return <PageLoader label="Loading the social…" />;
  if (isNotFound(error) || (!social && !error)) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Social not found</h1>
        <EmptyState
          title="This social does not exist or is no longer public"
          description="It may have been removed, or the link may be mistyped."
          action={
            <Link to={paths.socials} className={BUTTON_LINK}>
              Browse socials
            </Link>
          }
        />
      </div>
    );
  }
  if (!social) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Social</h1>
        <LoadError error={error} onRetry={refetch} />
      </div>
    );
  }

  return (
    <article aria-labelledby="social-title" className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {social.splashImageUrl ? (
          <img src={social.splashImageUrl} alt="" className="aspect-[2/1] w-full rounded-xl border border-border object-cover" />
        ) : null}
        <h1 id="social-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {displaySocialTitle(social)}
        </h1>
        <EventFacts social={social} cityName={cityName(social.cityId)} />
        <EventDescription description={social.description} />
        <EventHosts social={social} />
      </div>
      <aside aria-label="RSVP" className="lg:sticky lg:top-6 lg:self-start">
        <RsvpPanel social={social} />
      </aside>
    </article>
  );
}
