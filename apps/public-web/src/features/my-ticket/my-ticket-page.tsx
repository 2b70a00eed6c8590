import { Link } from 'react-router-dom';
import { useGetMyTransactionsQuery, useGetRsvpedSocialsQuery } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import {
  displaySocialTitle,
  formatCurrency,
  formatEventTime,
  isCheckInOpen,
  isPaidTicketTier,
  isPastDate,
  readableTicketCode,
  rsvpStatusLabel,
  type Payment,
  type RsvpStatus,
  type RsvpedSocial,
} from '@socials/domain';
import { Badge, type BadgeTone, Card, FOCUS_RING, LoadError, PageLoader, QrCode, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { AddToCalendar } from '../../shared/add-to-calendar';
import { paths, socialCheckInPath, socialPath, transactionReceiptPath } from '../../shared/paths';
import { useCityNames } from '../../shared/use-city-names';
import { MASKED_VENUE_TEXT } from '../../shared/venue-text';
import { GpsCheckInButton } from './gps-check-in-button';
import { YourTable } from './your-table';
import { RateHostsForm } from '../../shared/host-reviews/rate-hosts-form';
import { FindASocialEmptyState } from '../../shared/find-a-social-empty-state';

const STATUS_TONES: Partial<Record<RsvpStatus, BadgeTone>> = {
  APPROVED: 'success',
  ATTENDED: 'success',
  PENDING: 'dark',
  WAITLIST: 'warning',
  CANCELLED: 'danger',
  REJECTED: 'danger',
};

/** /my-ticket — the signed-in user's RSVPs, one ticket each. */
export function MyTicketPage() {
  useDocumentTitle('My ticket');
  const { user } = useCurrentUser();
  const { data, error, isLoading, refetch } = useGetRsvpedSocialsQuery(user?.id ?? '', { skip: !user });
  const cityName = useCityNames();
  const paidFor = usePaidTickets(data?.data ?? []);

  let content;
  if (isLoading || !user) content = <PageLoader label="Loading your tickets…" />;
  else if (error) content = <LoadError error={error} onRetry={refetch} />;
  else if (!data || data.data.length === 0)
    content = <FindASocialEmptyState title="No tickets yet" description="When you RSVP to a social, your ticket shows up here." />;
  else
    content = (
      <ul className="flex flex-col gap-4">
        {data.data.map((ticket) => (
          <li key={ticket.rsvp.id}>
            <TicketCard ticket={ticket} cityName={cityName(ticket.social.cityId)} payment={paidFor.get(ticket.rsvp.id) ?? null} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">My ticket</h1>
        <Link to={paths.scanToConnect} className={TEXT_LINK}>
          Meet someone? Scan their code
        </Link>
      </div>
      {content}
    </div>
  );
}

const holdsPaidTier = ({ social, rsvp }: RsvpedSocial) => social.ticketTiers.some((tier) => tier.id === rsvp.ticketTierId && isPaidTicketTier(tier));

/** The paid payment of each ticket of a paid tier, by RSVP id; the transactions are only asked for when there is one. */
function usePaidTickets(tickets: readonly RsvpedSocial[]): Map<string, Payment> {
  const { data } = useGetMyTransactionsQuery(undefined, { skip: !tickets.some(holdsPaidTier) });
  const paid = new Map<string, Payment>();
  for (const { payment } of data?.data ?? []) if (payment.status === 'PAID') paid.set(payment.rsvpId, payment);
  return paid;
}

function TicketCard({ ticket: { social, rsvp }, cityName, payment }: { ticket: RsvpedSocial; cityName: string | null; payment: Payment | null }) {
  const venue = social.venueData;
  const place = social.isOnline
    ? 'Online'
    : [venue?.name || social.venue, venue?.maskedVenue ? MASKED_VENUE_TEXT : venue?.address, cityName ?? venue?.city].filter(Boolean).join(' · ');
  const title = displaySocialTitle(social);
  const isOver = isPastDate(social.eventEndTimestamp, Date.now());
  const holdsSeat = rsvp.status === 'APPROVED';
  const methods = social.attendance.methods;
  const checkInOpen = holdsSeat && isCheckInOpen(social.attendance.status);
  return (
    <Card as="article" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">
            <Link to={socialPath(social.slug)} className={`hover:underline ${FOCUS_RING}`}>
              {title}
            </Link>
          </h2>
          <p className="text-sm text-fg-muted">
            <time dateTime={new Date(social.eventTimestamp).toISOString()}>{formatEventTime(social).text}</time>
          </p>
          {place ? <p className="text-sm">{place}</p> : null}
          {social.isOnline && social.onlineLink ? (
            <a href={social.onlineLink} target="_blank" rel="noopener noreferrer" className={`self-start text-sm ${TEXT_LINK}`}>
              Join online
            </a>
          ) : null}
        </div>
        <Badge tone={STATUS_TONES[rsvp.status] ?? 'neutral'} className="self-start">
          {rsvpStatusLabel(rsvp.status)}
        </Badge>
      </div>
      {holdsSeat && rsvp.ticketCode ? (
        <div className="flex flex-col items-start gap-2">
          <QrCode value={rsvp.ticketCode} label={`Ticket QR code for ${title}`} size={160} />
          <p className="flex flex-col">
            <span className="text-xs text-fg-muted">Ticket code</span>
            <span className="font-mono text-2xl font-semibold tracking-widest">{readableTicketCode(rsvp.ticketCode)}</span>
          </p>
          <p className="text-sm text-fg-muted">Show this at the door: a host scans the QR code, or types the ticket code, to check you in.</p>
        </div>
      ) : null}
      {(holdsSeat || rsvp.status === 'ATTENDED') && !isOver && !social.isCancelled ? <YourTable socialId={social.id} /> : null}
      {payment ? (
        <p className="text-sm">
          Paid {formatCurrency(payment.amounts.total)} for {payment.tierName}
          {payment.refundedAmount > 0 ? `, ${formatCurrency(payment.refundedAmount)} refunded` : ''}.{' '}
          <Link to={transactionReceiptPath(payment.id)} className={TEXT_LINK}>
            View receipt
          </Link>
        </p>
      ) : null}
      {rsvp.status === 'ATTENDED' ? <p className="text-sm font-medium">You're checked in.</p> : null}
      {checkInOpen && methods.includes('GPS') ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-fg-muted">At the venue? Check yourself in with your location.</p>
          <GpsCheckInButton socialId={social.id} />
        </div>
      ) : null}
      {checkInOpen && methods.includes('ATTENDEES_QRCODE') ? (
        <p className="text-sm text-fg-muted">
          At the venue, scan the event's QR code with your phone's camera to check in, or{' '}
          <Link to={socialCheckInPath(social.slug)} className={TEXT_LINK}>
            type its code
          </Link>
          .
        </p>
      ) : null}
      {isOver && rsvp.status === 'ATTENDED' ? <RateHostsForm socialId={social.id} rsvpId={rsvp.id} title={title} /> : null}
      {!isOver && !social.isCancelled && (holdsSeat || rsvp.status === 'PENDING' || rsvp.status === 'WAITLIST') ? <AddToCalendar social={social} /> : null}
    </Card>
  );
}
