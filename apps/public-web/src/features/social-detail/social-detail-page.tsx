import { Link, useParams } from 'react-router-dom';
import { useGetSocialBySlugQuery } from '@socials/api-client';
import { countSpotsLeft, displaySocialTitle, isPastDate } from '@socials/domain';
import { Badge, BUTTON_LINK, EmptyState, LoadError, PageLoader, useDocumentTitle } from '@socials/ui';
import { paths } from '../../shared/paths';
import { useCityNames } from '../../shared/use-city-names';
import { EventDescription } from './components/event-description';
import { EventFacts } from './components/event-facts';
import { EventHosts } from './components/event-hosts';
import { EventStructuredData } from './components/event-structured-data';
import { GuestList } from './components/guest-list';
import { RegisterBar } from './components/register-bar';
import { RsvpPanel } from './components/rsvp-panel';
import { AddToCalendar } from '../../shared/add-to-calendar';

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

  const isOver = isPastDate(social.eventEndTimestamp, Date.now());
  const soldOut = countSpotsLeft(social) === 0;
  return (
    // The register bar sticks to the bottom of the screen for as long as this wrapper is on it.
    <div className="flex flex-col gap-6">
      <article aria-labelledby="social-title" className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <EventStructuredData social={social} />
        <div className="flex min-w-0 flex-col gap-6">
          {social.splashImageUrl ? (
            <img src={social.splashImageUrl} alt="" className="aspect-[2/1] w-full rounded-xl border border-border object-cover" />
          ) : null}
          <h1 id="social-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {displaySocialTitle(social)}
          </h1>
          {social.isCancelled ? (
            <p role="note" className="rounded-lg border border-danger-text p-3 text-sm text-danger-text">
              The hosts cancelled this social. Attendees were told by e-mail.
            </p>
          ) : null}
          {social.tags.length > 0 || soldOut || isOver ? (
            <div className="flex flex-wrap gap-2">
              {isOver ? <Badge tone="dark">Ended</Badge> : soldOut && !social.isCancelled ? <Badge tone="warning">Sold out</Badge> : null}
              {social.tags.map((tag) => (
                <Badge key={tag}>{tag}</Badge>
              ))}
            </div>
          ) : null}
          <EventFacts social={social} cityName={cityName(social.cityId)} />
          {!social.isCancelled && !isOver ? (
            <section aria-labelledby="calendar-title" className="flex flex-col gap-2">
              <h2 id="calendar-title" className="text-xl font-semibold">
                Add to calendar
              </h2>
              <AddToCalendar social={social} />
            </section>
          ) : null}
          <EventDescription description={social.description} />
          <EventHosts social={social} />
          <GuestList socialId={social.id} />
        </div>
        <aside aria-label="RSVP" className="lg:sticky lg:top-6 lg:self-start">
          <RsvpPanel social={social} />
        </aside>
      </article>
      <RegisterBar social={social} />
    </div>
  );
}
