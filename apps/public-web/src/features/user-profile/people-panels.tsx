import { Link } from 'react-router-dom';
import { useGetSuggestedUsersQuery, useGetUserStatisticsQuery, useScanUserMutation } from '@socials/api-client';
import { getDisplayName, getShortName, type PublicUser, type UserSummary } from '@socials/domain';
import { Avatar, Button, PageLoader, QrCode, TEXT_LINK, toast, toastError, useModalStack } from '@socials/ui';
import { paths } from '../../shared/paths';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Socials hosted and attended, and connections: on every profile. */
export function ProfileStatistics({ userId }: { userId: string }) {
  const { data } = useGetUserStatisticsQuery(userId);
  if (!data) return null;
  return (
    <p className="text-sm text-fg-muted">
      {plural(data.hostedSocials, 'social hosted', 'socials hosted')} · {plural(data.attendedSocials, 'social attended', 'socials attended')} ·{' '}
      {plural(data.connections, 'connection', 'connections')}
    </p>
  );
}

/** On someone else's profile: connect with them (what scanning their QR code at a social leads to). */
export function ConnectButton({ user }: { user: UserSummary }) {
  const [scanUser, { isLoading }] = useScanUserMutation();
  const name = getDisplayName(user) || 'this member';
  const connect = async () => {
    try {
      const { isNew } = await scanUser({ slug: user.slug }).unwrap();
      toast.success(isNew ? `You are connected with ${name}` : `You were connected with ${name} already`);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Button variant="secondary" size="sm" className="self-start" loading={isLoading} onClick={() => void connect()}>
      Connect with {name}
    </Button>
  );
}

/** The profile popup: who someone is at a glance, with Connect and the way to their full profile. */
function UserPopup({ person, close }: { person: UserSummary; close: () => void }) {
  const name = getDisplayName(person) || 'A Socials member';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Avatar name={name} photoUrl={person.photoPath} size="lg" />
        <p className="text-fg-muted">{getShortName(person)}</p>
      </div>
      <ProfileStatistics userId={person.id} />
      <ConnectButton user={person} />
      <Link to={`/users/${encodeURIComponent(person.slug)}`} className={`self-start ${TEXT_LINK}`} onClick={() => close()}>
        View full profile
      </Link>
    </div>
  );
}

function useUserPopup() {
  const modals = useModalStack();
  return (person: UserSummary) => modals.open((close) => <UserPopup person={person} close={close} />, { title: getDisplayName(person) || 'A Socials member' });
}

/** On your own profile: the QR code others scan to connect with you, and people you may want to meet. */
export function MyPeople({ user }: { user: PublicUser }) {
  const suggested = useGetSuggestedUsersQuery();
  const openPopup = useUserPopup();
  const profileUrl = `${typeof window === 'undefined' ? '' : window.location.origin}/users/${encodeURIComponent(user.slug)}`;
  return (
    <>
      <section aria-labelledby="connect-title" className="flex flex-col gap-3">
        <h2 id="connect-title" className="text-2xl font-semibold">
          Connect at a social
        </h2>
        <p className="text-fg-muted">Another attendee scans this code with their phone, opens your profile and taps Connect.</p>
        <QrCode value={profileUrl} label="QR code of your profile" size={160} className="p-2" />
        <p className="text-sm text-fg-muted">
          Your code: <span className="font-mono text-fg">{user.slug}</span>
        </p>
        <Link to={paths.scanToConnect} className={`self-start ${TEXT_LINK}`}>
          Scan someone&apos;s code
        </Link>
      </section>
      <section aria-labelledby="suggested-title" className="flex flex-col gap-3">
        <h2 id="suggested-title" className="text-2xl font-semibold">
          People to meet
        </h2>
        {suggested.isLoading ? (
          <PageLoader label="Finding people…" />
        ) : (suggested.data?.data.length ?? 0) === 0 ? (
          <p className="text-fg-muted">
            No suggestions yet. Pick your interests in{' '}
            <Link to="/accounts/setting" className={TEXT_LINK}>
              account settings
            </Link>{' '}
            to meet people who share them.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {suggested.data?.data.map((person) => {
              const name = getDisplayName(person) || 'A Socials member';
              return (
                <li key={person.id} className="flex items-center gap-3">
                  <Avatar name={name} photoUrl={person.photoPath} size="md" />
                  <div className="flex flex-col">
                    <button type="button" className={`self-start text-left ${TEXT_LINK}`} onClick={() => openPopup(person)}>
                      {name}
                    </button>
                    {person.shared.length > 0 ? <span className="text-sm text-fg-muted">Also into {person.shared.slice(0, 3).join(', ')}</span> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
