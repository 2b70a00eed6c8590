import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { trackPageView, useGetSocialBySlugQuery } from '@socials/api-client';
import { countSpotsLeft, displaySocialTitle, IMAGE_SIZES, isPastDate } from '@socials/domain';
import { Badge, PageLoader, useDocumentTitle } from '@socials/ui';
import { socialCoverSrc } from '../../shared/absolute-url';
import { useCityNames } from '../../shared/use-city-names';
import { EventDescription } from './components/event-description';
import { EventFacts } from './components/event-facts';
import { EventHosts } from './components/event-hosts';
import { RegisterBar } from './components/register-bar';
import { RsvpPanel } from './components/rsvp-panel';

// The calendar export (an .ics made in the page, the Google link) is not what the first paint needs:
// it loads once the page is in the browser, and its row keeps its height meanwhile. Never in the
// server's render: a boundary that waits there makes React write inline scripts, which the CSP refuses.
const AddToCalendar = lazy(async () => ({ default: (await import('../../shared/add-to-calendar')).AddToCalendar }));
const CALENDAR_ROW = <div className="min-h-10" />;

function CalendarButtons({ social }: { social: Parameters<typeof AddToCalendar>[0]['social'] }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return CALENDAR_ROW;
  return (
    <Suspense fallback={CALENDAR_ROW}>
      <AddToCalendar social={social} />
    </Suspense>
  );
}

/** What the page asks for once it is in the browser, in a chunk of its own: the first load and the server's render stay as they were. */
function BrowserOnly({ children }: { children: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

// Who sponsors the social.
const SponsoredBy = lazy(async () => ({ default: (await import('./components/sponsored-by')).SponsoredBy }));

// The panel for a social that could not be loaded, and what it says of each error: code for a failure, not for every visit.
const LoadError = lazy(() => import('./components/social-load-error'));
// Likewise what a link to a social that is gone shows.
const SocialNotFound = lazy(async () => ({ default: (await import('./components/social-not-found')).SocialNotFound }));

// Copy link and share: what they do needs the browser.
const ShareSocial = lazy(async () => ({ default: (await import('./components/share-social')).ShareSocial }));

// Who's going, at the foot of the page: the names are for signed-in visitors, whom the server does not render for.
const GuestList = lazy(async () => ({ default: (await import('./components/guest-list')).GuestList }));

// The venue's small map: drawn in the browser, and the event page's first load stays small without it.
const VenueMap = lazy(async () => ({ default: (await import('./components/venue-map')).VenueMap }));

// The gallery and its lightbox.
const SocialPhotos = lazy(async () => ({ default: (await import('./components/social-photos')).SocialPhotos }));

// Reviews (and the form to write one) show once the social is over: the page of a social to come, the
// one people share, does not load them.
const SocialReviews = lazy(async () => ({ default: (await import('./components/social-reviews')).SocialReviews }));

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** /socials/:slug — the event page with the RSVP button. */
export function SocialDetailPage() {
  const { slug = '' } = useParams();
  const { data: social, error, isLoading, refetch } = useGetSocialBySlugQuery(slug, { skip: !slug });
  const cityName = useCityNames();
  useDocumentTitle(social ? displaySocialTitle(social) : isLoading ? null : 'Social not found');
  const shownSocialId = social?.id;
  useEffect(() => {
    if (shownSocialId) trackPageView(shownSocialId);
  }, [shownSocialId]);

  if (isLoading) return <PageLoader label="Loading the social…" />;
  if (isNotFound(error) || (!social && !error)) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Social not found</h1>
        <Suspense fallback={null}>
          <SocialNotFound />
        </Suspense>
      </div>
    );
  }
  if (!social) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Social</h1>
        <Suspense fallback={<PageLoader label="Loading the social…" />}>
          <LoadError error={error} onRetry={refetch} />
        </Suspense>
      </div>
    );
  }

  const isOver = isPastDate(social.eventEndTimestamp, Date.now());
  const soldOut = countSpotsLeft(social) === 0;
  return (
    // The register bar sticks to the bottom of the screen for as long as this wrapper is on it.
    <div className="flex flex-col gap-6">
      <article aria-labelledby="social-title" className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {/* The cover (or the default banner) is usually the largest thing on the page: the server's HTML names it, fetched first, its box reserved. */}
          <img
            src={socialCoverSrc(social.splashImageUrl, IMAGE_SIZES.socialCover)}
            alt=""
            width={IMAGE_SIZES.socialCover.width}
            height={IMAGE_SIZES.socialCover.height}
            fetchPriority="high"
            data-testid="social-cover"
            className="aspect-[2/1] h-auto w-full rounded-xl border border-border object-cover"
          />
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
          {social.venueData?.coordinate && !social.isOnline ? (
            <BrowserOnly>
              <VenueMap venue={social.venueData} cityName={cityName(social.cityId) ?? ''} />
            </BrowserOnly>
          ) : null}
          {!social.isCancelled && !isOver ? (
            <section aria-labelledby="calendar-title" className="flex flex-col gap-2">
              <h2 id="calendar-title" className="text-xl font-semibold">
                Add to calendar
              </h2>
              <CalendarButtons social={social} />
            </section>
          ) : null}
          <EventDescription description={social.description} html={social.htmlDescription} />
          <EventHosts social={social} />
          <BrowserOnly>
            <SponsoredBy socialId={social.id} />
          </BrowserOnly>
          {!social.isCancelled ? (
            <BrowserOnly>
              <ShareSocial slug={social.slug} title={displaySocialTitle(social)} />
            </BrowserOnly>
          ) : null}
          {isOver && !social.isCancelled ? (
            <Suspense fallback={<PageLoader label="Loading the reviews…" />}>
              <SocialReviews social={social} />
            </Suspense>
          ) : null}
          <BrowserOnly>
            <SocialPhotos socialId={social.id} title={displaySocialTitle(social)} />
          </BrowserOnly>
          <BrowserOnly>
            <GuestList socialId={social.id} />
          </BrowserOnly>
        </div>
        <aside aria-label="RSVP" className="lg:sticky lg:top-6 lg:self-start">
          <RsvpPanel social={social} />
        </aside>
      </article>
      <RegisterBar social={social} />
    </div>
  );
}
