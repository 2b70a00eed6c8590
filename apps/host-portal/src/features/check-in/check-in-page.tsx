import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorCodeOf, isApiHttpError, useGetAttendanceOverviewQuery, useGetSocialQuery, useHostCheckInMutation, usersApi } from '@socials/api-client';
import {
  displaySocialTitle,
  formatClock,
  getDisplayName,
  isCheckInOpen,
  normalizeTicketCode,
  selfCheckInUrl,
  zonedParts,
  type AttendanceOverview,
  type CheckInBody,
  type ErrorCode,
  type Rsvp,
  type SocialDetail,
  type UserSummary,
} from '@socials/domain';
import { Button, LoadError, PageLoader, QrCode, QrScanner, TEXT_LINK, TextInput, toastError, useDocumentTitle } from '@socials/ui';
import { editSocialPath } from '../../shared/paths';
import { AttendanceStatusControl } from './components/attendance-status-control';
import { DoorGuestList } from './components/door-guest-list';
import { DoorResultCard, signalDoorResult, type DoorResult } from './components/door-result';
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

/** The answer to a refused check-in, by the code the server gave; null for errors the door cannot explain. */
function refusalOf(code: ErrorCode | null): DoorResult | null {
  if (code === 'NOT_FOUND')
    return { kind: 'refused', title: 'No such ticket', detail: 'No ticket of this social has this code. Check the code, or find the guest by name.' };
  if (code === 'TICKET_FOR_ANOTHER_SOCIAL') return { kind: 'refused', title: 'Not for this social', detail: 'This ticket is for another social.' };
  if (code === 'TICKET_CODE_AMBIGUOUS') return { kind: 'refused', title: 'Two tickets share this code', detail: 'Scan the QR code or find the guest by name.' };
  if (code === 'CHECK_IN_NOT_APPROVED') return { kind: 'refused', title: 'Not going', detail: 'This guest has no confirmed seat.' };
  return null;
}

/** Who checked in earlier and when, as the server tells on a second scan. */
interface EarlierCheckIn {
  userId?: string;
  attendedAt?: number | null;
}

function CheckInDesk({ social, overview }: { social: SocialDetail; overview: AttendanceOverview }) {
  const [hostCheckIn] = useHostCheckInMutation();
  const [findUser] = usersApi.endpoints.getUser.useLazyQuery();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<DoorResult | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const title = displaySocialTitle(social);
  const isOpen = isCheckInOpen(overview.status);
  const scansTickets = overview.methods.includes('HOST_QRCODE');
  const tierName = (tierId: string | null) => social.ticketTiers.find((tier) => tier.id === tierId)?.name ?? null;
  // The check-in reply may come without the user: the host at the door still wants the name and face.
  const personOf = async (user: UserSummary | null | undefined, userId: string | undefined) => {
    const found =
      user ??
      (userId
        ? await findUser(userId, true)
            .unwrap()
            .catch(() => null)
        : null);
    return { name: getDisplayName(found) || 'Guest', photoUrl: found?.photoPath ?? null };
  };

  const show = (next: DoorResult) => {
    setResult(next);
    signalDoorResult(next.kind);
  };

  const checkIn = async (who: Pick<CheckInBody, 'code' | 'rsvpId'>, guest?: Rsvp) => {
    setChecking(true);
    try {
      const rsvp = await hostCheckIn({ socialId: social.id, body: { method: 'HOST_QRCODE', ...who } }).unwrap();
      show({ kind: 'checked-in', ...(await personOf(rsvp.user ?? guest?.user, rsvp.userId)), tier: tierName(rsvp.ticketTierId) });
      return true;
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'CHECK_IN_ALREADY_ATTENDED') {
        const earlier = (isApiHttpError(error) ? (error.data.data as EarlierCheckIn | undefined) : undefined) ?? {};
        const at = earlier.attendedAt ?? guest?.attendedAt ?? null;
        show({
          kind: 'already',
          ...(await personOf(guest?.user, earlier.userId ?? guest?.userId)),
          tier: tierName(guest?.ticketTierId ?? null),
          at: at === null ? null : formatClock(zonedParts(at, social.timezone), { padHour: false }),
        });
      } else {
        const refusal = refusalOf(code);
        if (refusal) show(refusal);
        else toastError(error);
      }
      return false;
    } finally {
      setChecking(false);
      // Ready for the next guest without a tap: the typed code is cleared or kept to correct.
      codeField.current?.focus();
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const entered = normalizeTicketCode(code);
    if (entered === '') return;
    if (await checkIn({ code: entered })) setCode('');
  };

  const statusControl = <AttendanceStatusControl socialId={social.id} status={overview.status} />;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Check-in for {title}</h1>
        <p className="text-lg font-semibold tabular-nums" aria-live="polite">
          {overview.attended} checked in / {overview.seatHolders} going
        </p>
      </div>

      {/* Until check-in opens, opening it is the one thing to do, in the place the scanner will take. */}
      {isOpen ? null : statusControl}

      {overview.methods.length === 0 ? (
        <p className="text-sm">
          No check-in method is on for this social. Choose one under Attendance when you{' '}
          <Link to={editSocialPath(social.id)} className={TEXT_LINK}>
            edit the social
          </Link>
          .
        </p>
      ) : null}

      {scansTickets && isOpen ? (
        <section aria-labelledby="scan-title" className="flex flex-col gap-4">
          <h2 id="scan-title" className="sr-only">
            Scan tickets
          </h2>
          <div role="status" aria-live="assertive" aria-label="Last check-in">
            {result ? <DoorResultCard result={result} /> : null}
          </div>
          <QrScanner disabled={checking} manualEntryName="ticket code" onCode={(scanned) => void checkIn({ code: scanned })} />
          <form onSubmit={submitCode} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Enter a ticket code">
            <TextInput
              ref={codeField}
              label="Ticket code"
              hint="The 8 characters under the QR code on the guest's ticket, such as 7F3A-91C2."
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              onChange={(event) => setCode(event.target.value)}
              className="flex-1 [&_input]:min-h-14 [&_input]:text-2xl [&_input]:tracking-widest"
            />
            <Button type="submit" loading={checking} className="min-h-14 w-full text-lg sm:w-auto">
              Check in
            </Button>
          </form>
        </section>
      ) : null}

      {scansTickets ? <DoorGuestList socialId={social.id} disabled={!isOpen} onCheckIn={(rsvp) => checkIn({ rsvpId: rsvp.id }, rsvp)} /> : null}

      {overview.methods.includes('ATTENDEES_QRCODE') ? (
        <section aria-labelledby="event-code-title" className="flex flex-col gap-3">
          <h2 id="event-code-title" className="text-lg font-semibold">
            Event QR code
          </h2>
          <p className="text-sm text-fg-muted">Guests scan this code with their phone to check themselves in.</p>
          <QrCode value={selfCheckInUrl(window.location.origin, social.slug, overview.checkInCode)} label={`Check-in QR code for ${title}`} size={240} />
        </section>
      ) : null}

      {/* Closing is final: it sits below the guests, away from the thumb at the door. */}
      {isOpen ? statusControl : null}

      <details className="rounded-lg border border-border p-3">
        <summary className="min-h-10 cursor-pointer content-center font-medium">More for this social</summary>
        <div className="pt-3">
          <SocialPageLinks socialId={social.id} current="check-in" />
        </div>
      </details>
    </div>
  );
}
