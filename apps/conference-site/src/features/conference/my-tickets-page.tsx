import { useSearchParams } from 'react-router-dom';
import { useGetMyConferenceTicketsQuery } from '@socials/api-client';
import type { Conference } from '@socials/domain';
import { EmptyState, LoadError, PageLoader } from '@socials/ui';
import { TicketCard } from './ticket-card';

/** The tickets the visitor bought (send them to colleagues, keep one) and holds (complete the attendee's details), each with its QR code. */
export function MyTicketsPage({ conference }: { conference: Conference }) {
  const tickets = useGetMyConferenceTicketsQuery(conference.id, { pollingInterval: 0 });
  const [searchParams] = useSearchParams();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">My tickets</h1>
      {searchParams.get('payment') === 'success' ? (
        <p role="status">Thank you! Your payment went through: your tickets appear here once it is confirmed.</p>
      ) : null}
      {tickets.isLoading ? (
        <PageLoader label="Loading your tickets…" />
      ) : !tickets.data ? (
        <LoadError error={tickets.error} onRetry={tickets.refetch} />
      ) : tickets.data.data.length === 0 ? (
        <EmptyState title="No tickets yet" description="Tickets you buy or are sent appear here." />
      ) : (
        <ol className="flex flex-col gap-4">
          {tickets.data.data.map((ticket, index) => (
            <li key={ticket.id}>
              <TicketCard conference={conference} ticket={ticket} number={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
