import { useGetGuestListQuery } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { Spinner } from '@socials/ui';
import { PersonChip } from '../../../shared/person-chip';

/** Who's going: the count for everyone, the names for signed-in visitors (the API hides the list from others). */
export function GuestList({ socialId }: { socialId: string }) {
  const { user } = useCurrentUser();
  const { data, isLoading, isError } = useGetGuestListQuery(socialId);

  let content;
  if (isLoading) content = <Spinner size="sm" label="Loading who's going…" />;
  else if (isError || !data) content = <p className="text-sm text-fg-muted">Who's going could not be loaded.</p>;
  else if (data.count === 0) content = <p className="text-sm text-fg-muted">Nobody yet: be the first to RSVP.</p>;
  else
    content = (
      <>
        <p className="text-sm">{data.count === 1 ? '1 person is going' : `${data.count} people are going`}</p>
        {data.data.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {data.data.map((guest) => (
              <li key={guest.id}>
                <PersonChip person={guest} fallbackName="A guest" size="sm" />
              </li>
            ))}
          </ul>
        ) : !user ? (
          <p className="text-sm text-fg-muted">Sign in to see who's going.</p>
        ) : null}
      </>
    );

  return (
    <section aria-labelledby="guests-title" className="flex flex-col gap-2">
      <h2 id="guests-title" className="text-xl font-semibold">
        Who's going
      </h2>
      {content}
    </section>
  );
}
