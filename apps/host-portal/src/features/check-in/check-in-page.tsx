import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorCodeOf, useGetAttendanceOverviewQuery, useGetSocialQuery, useHostCheckInMutation, usersApi } from '@socials/api-client';
import {
  displaySocialTitle,
  getDisplayName,
  isCheckInOpen,
  normalizeTicketCode,
  selfCheckInUrl,
  type AttendanceOverview,
  type CheckInBody,
  type SocialDetail,
} from '@socials/domain';
import { Button, LoadError, PageLoader, QrCode, QrScanner, TEXT_LINK, TextInput, toast, toastError, useDocumentTitle } from '@socials/ui';
import { editSocialPath } from '../../shared/paths';
import { AttendanceStatusControl } from './components/attendance-status-control';
import { DoorGuestList } from './components/door-guest-list';
import { SocialPageLinks } from '../../shared/social-page-links';

/** /socials/:id/check-in — hosts check guests in at the door. */
export function CheckInPage() {
  const { id = '' } = useParams();
  const social = useGetSocialQuery(id, { skip: !id });
  const overview = useGetAttendanceOverviewQuery(id, { skip: !id });
  useDocumentTitle(social.data ? `Check-in for ${social.data.title}` : 'Check-in');

  if (social.isLoading || overview.isLoading) return <PageLoader label="Loading check-in…" />;
  if (!social.data || !overview.data) {
    const failed = social.error ? social : overview;
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Check-in</h1>
        <LoadError error={failed.error} onRetry={failed.refetch} />
      </div>
    );
  }
  return <CheckInDesk social={social.data} overview={overview.data} />;
}

function CheckInDesk({ social, overview }: { social: SocialDetail; overview: AttendanceOverview }) {
  const [hostCheckIn] = useHostCheckInMutation();
  const [findUser] = usersApi.endpoints.getUser.useLazyQuery();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const title = displaySocialTitle(social);
  const isOpen = isCheckInOpen(overview.status);
  const scansTickets = overview.methods.includes('HOST_QRCODE');
  // One check-in result on screen at a time: an earlier guest's error beside the next guest's
  // success reads as if the new scan had failed.
  const lastResult = useRef<string | null>(null);
  const showResult = (show: () => string) => {
    if (lastResult.current !== null) toast.dismiss(lastResult.current);
    lastResult.current = show();
  };

  const checkIn = async (who: Pick<CheckInBody, 'code' | 'rsvpId'>) => {
    setChecking(true);
    try {
      const rsvp = await hostCheckIn({ socialId: social.id, body: { method: 'HOST_QRCODE', ...who } }).unwrap();
      // The check-in reply may come without the user: the host at the door still wants the name.
      const user =
        rsvp.user ??
        (await findUser(rsvp.userId, true)
          .unwrap()
          .catch(() => null));
      showResult(() => toast.success(`${getDisplayName(user) || 'Guest'} checked in`));
      return true;
    } catch (error) {
      if (errorCodeOf(error) === 'CHECK_IN_ALREADY_ATTENDED') showResult(() => toast.error('Already checked in'));
      else showResult(() => toastError(error));
      return false;
    } finally {
      setChecking(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const entered = normalizeTicketCode(code);
    if (entered === '') return;
    if (await checkIn({ code: entered })) setCode('');
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Check-in for {title}</h1>
        <p className="text-lg font-semibold tabular-nums" aria-live="polite">
          {overview.attended} checked in / {overview.seatHolders} going
        </p>
        <SocialPageLinks socialId={social.id} current="check-in" />
      </div>

      <AttendanceStatusControl socialId={social.id} status={overview.status} />

      {overview.methods.length === 0 ? (
        <p className="text-sm">
          No check-in method is on for this social. Choose one under Attendance when you{' '}
          <Link to={editSocialPath(social.id)} className={TEXT_LINK}>
            edit the social
          </Link>
          .
        </p>
      ) : null}

      {scansTickets ? (
        <section aria-labelledby="scan-title" className="flex flex-col gap-4">
          <h2 id="scan-title" className="text-lg font-semibold">
            Scan tickets
          </h2>
          {isOpen ? null : <p className="text-sm text-fg-muted">Open check-in to start scanning.</p>}
          <QrScanner disabled={!isOpen || checking} manualEntryName="ticket code" onCode={(scanned) => void checkIn({ code: scanned })} />
          <form onSubmit={submitCode} className="flex flex-wrap items-end gap-2" aria-label="Enter a ticket code">
            <TextInput
              label="Ticket code"
              hint="The 8 characters under the QR code on the guest's ticket, such as 7F3A-91C2."
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={!isOpen}
              onChange={(event) => setCode(event.target.value)}
              className="min-w-64 flex-1"
            />
            <Button type="submit" loading={checking} disabled={!isOpen}>
              Check in
            </Button>
          </form>
        </section>
      ) : null}

      {scansTickets ? <DoorGuestList socialId={social.id} disabled={!isOpen} onCheckIn={(rsvp) => checkIn({ rsvpId: rsvp.id })} /> : null}

      {overview.methods.includes('ATTENDEES_QRCODE') ? (
        <section aria-labelledby="event-code-title" className="flex flex-col gap-3">
          <h2 id="event-code-title" className="text-lg font-semibold">
            Event QR code
          </h2>
          <p className="text-sm text-fg-muted">Guests scan this code with their phone to check themselves in.</p>
          <QrCode value={selfCheckInUrl(window.location.origin, social.slug, overview.checkInCode)} label={`Check-in QR code for ${title}`} size={240} />
        </section>
      ) : null}
    </div>
  );
}
