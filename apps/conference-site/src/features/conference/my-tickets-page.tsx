import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetMyConferenceTicketsQuery, useUpdateConferenceTicketMutation } from '@socials/api-client';
import type { Conference, ConferenceTicket } from '@socials/domain';
import { Badge, Button, Card, EmptyState, LoadError, PageLoader, TextInput, toast, toastError } from '@socials/ui';

const STATUS: Record<ConferenceTicket['status'], { label: string; tone: 'neutral' | 'info' | 'success' }> = {
  UNASSIGNED: { label: 'Not assigned', tone: 'neutral' },
  ASSIGNED: { label: 'Sent, not claimed yet', tone: 'info' },
  CLAIMED: { label: 'Claimed', tone: 'success' },
};

/** The tickets the visitor bought (assign them, keep one) and holds (complete the attendee's details). */
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

function TicketCard({ conference, ticket, number }: { conference: Conference; ticket: ConferenceTicket; number: number }) {
  const [update, { isLoading }] = useUpdateConferenceTicketMutation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState(ticket.holderName);
  const [company, setCompany] = useState(ticket.holderCompany);
  const [jobTitle, setJobTitle] = useState(ticket.holderJobTitle);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = `Ticket ${number}`;

  const send = (body: Parameters<typeof update>[0]['body'], done: string) => async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await update({ conferenceId: conference.id, ticketId: ticket.id, body }).unwrap();
      toast.success(done);
    } catch (error) {
      const fieldErrors = (error as { data?: { fieldErrors?: { field: string; message: string }[] } }).data?.fieldErrors ?? [];
      if (fieldErrors.length === 0) toastError(error);
      setErrors(Object.fromEntries(fieldErrors.map((f) => [f.field.replace(/^body\./, ''), f.message])));
    }
  };

  const mayAssign = ticket.boughtByMe && (ticket.status !== 'CLAIMED' || ticket.isMine);
  const mayComplete = ticket.isMine || (ticket.boughtByMe && ticket.status === 'UNASSIGNED');
  return (
    <Card as="article" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">
          {label}: {ticket.passName}
        </h2>
        <Badge tone={STATUS[ticket.status].tone}>{ticket.isMine ? 'Yours' : STATUS[ticket.status].label}</Badge>
      </div>
      {ticket.assignedEmail && !ticket.isMine ? <p className="text-sm">Sent to {ticket.assignedEmail}</p> : null}
      {ticket.holderName ? (
        <p className="text-sm">Attendee: {[ticket.holderName, ticket.holderJobTitle, ticket.holderCompany].filter(Boolean).join(', ')}</p>
      ) : null}
      {mayAssign ? (
        <form
          onSubmit={send({ action: 'assign', email }, `${label} sent to ${email}`)}
          className="flex flex-wrap items-end gap-3"
          aria-label={`Assign ${label}`}
        >
          <TextInput
            label={`${label}: colleague’s e-mail`}
            type="email"
            autoComplete="off"
            required
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={isLoading}>
            Send {label}
          </Button>
        </form>
      ) : null}
      {mayComplete ? (
        <form
          onSubmit={send({ action: 'complete', holderName: name, holderCompany: company, holderJobTitle: jobTitle }, 'Attendee details saved')}
          className="grid items-end gap-3 sm:grid-cols-4"
          aria-label={`Attendee details of ${label}`}
        >
          <TextInput
            label={`${label}: attendee name`}
            required
            autoComplete="name"
            value={name}
            error={errors.holderName}
            onChange={(event) => setName(event.target.value)}
          />
          <TextInput
            label={`${label}: company`}
            autoComplete="organization"
            value={company}
            error={errors.holderCompany}
            onChange={(event) => setCompany(event.target.value)}
          />
          <TextInput
            label={`${label}: job title`}
            autoComplete="organization-title"
            value={jobTitle}
            error={errors.holderJobTitle}
            onChange={(event) => setJobTitle(event.target.value)}
          />
          <Button type="submit" loading={isLoading}>
            {ticket.isMine ? 'Save details' : 'Keep this ticket'}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
