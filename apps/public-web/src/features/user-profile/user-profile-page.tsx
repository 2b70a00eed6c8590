import { Link, useParams } from 'react-router-dom';
import { useGetMyPastSocialsQuery, useGetRsvpedSocialsQuery, useGetUserBySlugQuery } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { getDisplayName, getHeadline, isPastDate, rsvpStatusLabel, type PublicUser } from '@socials/domain';
import { Avatar, Badge, BUTTON_LINK, EmptyState, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { paths } from '../../shared/paths';
import { SocialCard } from '../../shared/social-card';
import { useCityNames } from '../../shared/use-city-names';
import { FindASocialEmptyState } from '../../shared/find-a-social-empty-state';
import { AvatarPicker } from './avatar-picker';
import { HostReviewsSection } from './host-reviews-section';
import { ConnectButton, MyPeople, ProfileStatistics } from './people-panels';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** /users — the signed-in user's own profile. */
export function MyProfilePage() {
  const { user } = useCurrentUser();
  useDocumentTitle('Your profile');
  if (!user) return <PageLoader label="Loading your profile…" />;
  return <Profile user={user} isSelf signedIn />;
}

/** /users/:slug — a user's public profile; on your own, the socials you RSVP'd to. */
export function UserProfilePage() {
  const { slug = '' } = useParams();
  const { user: viewer, isLoading: viewerLoading } = useCurrentUser();
  const { data: user, error, isLoading, refetch } = useGetUserBySlugQuery(slug, { skip: !slug });
  useDocumentTitle(user ? getDisplayName(user) || 'Profile' : isLoading ? null : 'Profile not found');

  if (isLoading || viewerLoading) return <PageLoader label="Loading the profile…" />;
  if (!user) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">{isNotFound(error) || !error ? 'Profile not found' : 'Profile'}</h1>
        {isNotFound(error) || !error ? (
          <EmptyState
            title="No one has this profile address"
            description="The link may be mistyped."
            action={
              <Link to={paths.socials} className={BUTTON_LINK}>
                Browse socials
              </Link>
            }
          />
        ) : (
          <LoadError error={error} onRetry={refetch} />
        )}
      </div>
    );
  }
  return <Profile user={user} isSelf={viewer?.id === user.id} signedIn={viewer !== null && viewer !== undefined} />;
}

function Profile({ user, isSelf, signedIn }: { user: PublicUser; isSelf: boolean; signedIn: boolean }) {
  const name = getDisplayName(user) || 'A Socials member';
  const headline = getHeadline(user);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-center gap-4">
        <Avatar name={name} photoUrl={user.photoPath} size="xl" />
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
          {headline ? <p className="text-fg-muted">{headline}</p> : null}
          {user.currentCity ? <p className="text-sm text-fg-muted">{user.currentCity}</p> : null}
          <ProfileStatistics userId={user.id} />
          {signedIn && !isSelf ? <ConnectButton user={user} /> : null}
          {isSelf ? (
            <Link to={paths.accountSettings} className={`self-start text-sm ${TEXT_LINK}`}>
              Edit your profile
            </Link>
          ) : null}
        </div>
      </div>
      {isSelf ? <AvatarPicker hasPhoto={user.photoPath !== null} /> : null}
      <HostReviewsSection userId={user.id} signedIn={signedIn} />
      {isSelf ? <MyRsvpedSocials userId={user.id} /> : null}
      {isSelf ? <MyPeople user={user} /> : null}
    </div>
  );
}

/** The socials you RSVP'd to: coming up (with your status) and those you went to. Only you see them (the API says so). */
function MyRsvpedSocials({ userId }: { userId: string }) {
  const rsvped = useGetRsvpedSocialsQuery(userId);
  const past = useGetMyPastSocialsQuery({ limit: 12 });
  const cityName = useCityNames();
  const now = Date.now();
  const upcoming = (rsvped.data?.data ?? []).filter(({ social }) => !isPastDate(social.eventEndTimestamp, now));

  return (
    <>
      <section aria-labelledby="rsvped-title" className="flex flex-col gap-4">
        <h2 id="rsvped-title" className="text-2xl font-semibold">
          Your RSVPs
        </h2>
        {rsvped.isLoading ? (
          <PageLoader label="Loading your RSVPs…" />
        ) : rsvped.error ? (
          <LoadError error={rsvped.error} onRetry={rsvped.refetch} />
        ) : upcoming.length === 0 ? (
          <FindASocialEmptyState title="No upcoming RSVPs" description="Socials you RSVP to show up here." headingLevel={3} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.map(({ social, rsvp }) => (
              <li key={rsvp.id} className="flex flex-col gap-2">
                <SocialCard social={social} cityName={cityName(social.cityId)} />
                <Badge className="self-start">{rsvpStatusLabel(rsvp.status)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="went-title" className="flex flex-col gap-4">
        <h2 id="went-title" className="text-2xl font-semibold">
          Socials you went to
        </h2>
        {past.isLoading ? (
          <PageLoader label="Loading past socials…" />
        ) : past.error ? (
          <LoadError error={past.error} onRetry={past.refetch} />
        ) : (past.data?.data.length ?? 0) === 0 ? (
          <p className="text-fg-muted">None yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {past.data?.data.map((social) => (
              <li key={social.id}>
                <SocialCard social={social} cityName={cityName(social.cityId)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
