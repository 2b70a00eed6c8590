import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useUpdateConferenceTicketMutation } from '@socials/api-client';
import type { Conference, ConferenceTicket } from '@socials/domain';
import { Badge, Button, Card, QrCode, TextInput, toast, toastError } from '@socials/ui';

const STATUS: Record<ConferenceTicket['status'], { label: string; tone: 'neutral' | 'info' | 'success' }> = {
  UNASSIGNED: { label: 'Not assigned', tone: 'neutral' },
  ASSIGNED: { label: 'Sent, not claimed yet', tone: 'info' },
  CLAIMED: { label: 'Claimed', tone: 'success' },
};

/** The two things a ticket's owner may do with it; one form is open at a time. */
type Action = 'assign' | 'complete';

export interface TicketCardProps {
  conference: Conference;
  ticket: ConferenceTicket;
  /** Its place in the visitor's list: "Ticket 2" names its controls apart from the others'. */
  number: number;
}

/**
 * One ticket: who attends on it, its pass and its QR code to show at the door, and one action at a
 * time: send it to a colleague, or keep it and complete one's own details. Each form asks only
 * for what its action needs.
 */
export function TicketCard({ conference, ticket, number }: TicketCardProps) {
  const [update, { isLoading }] = useUpdateConferenceTicketMutation();
  const [open, setOpen] = useState<Action | null>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState(ticket.holderName);
  const [company, setCompany] = useState(ticket.holderCompany);
  const [jobTitle, setJobTitle] = useState(ticket.holderJobTitle);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const firstField = useRef<HTMLInputElement>(null);
  const formId = useId();
  const label = `Ticket ${number}`;

  // Keyboard users land in the form they opened.
  useEffect(() => {
    if (open) firstField.current?.focus();
  }, [open]);

  const toggle = (action: Action) => {
    setErrors({});
    setOpen((current) => (current === action ? null : action));
  };

  const send = (body: Parameters<typeof update>[0]['body'], done: string) => async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await update({ conferenceId: conference.id, ticketId: ticket.id, body }).unwrap();
      toast.success(done);
      setOpen(null);
    } catch (error) {
      const fieldErrors = (error as { data?: { fieldErrors?: { field: string; message: string }[] } }).data?.fieldErrors ?? [];
      if (fieldErrors.length === 0) toastError(error);
      setErrors(Object.fromEntries(fieldErrors.map((f) => [f.field.replace(/^body\./, ''), f.message])));
    }
  };

  const mayAssign = ticket.boughtByMe && (ticket.status !== 'CLAIMED' || ticket.isMine);
  const mayComplete = ticket.isMine || (ticket.boughtByMe && ticket.status === 'UNASSIGNED');
  const attendee = ticket.holderName
    ? [ticket.holderName, ticket.holderJobTitle, ticket.holderCompany].filter(Boolean).join(', ')
    : ticket.assignedEmail && !ticket.isMine
      ? `Sent to ${ticket.assignedEmail}`
      : 'Not assigned yet';
  const completeLabel = ticket.isMine && ticket.holderName ? 'Edit my details' : 'It’s mine: complete my details';

  return (
    <Card as="article" aria-labelledby={`${formId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode
          value={ticket.id}
          label={`QR code of ${label}, ${ticket.passName}`}
          size={144}
          className="shrink-0 self-center border border-border p-1 sm:self-start"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${formId}-title`} className="text-lg font-semibold">
              {label}: {ticket.passName}
            </h2>
            <Badge tone={STATUS[ticket.status].tone}>{ticket.isMine ? 'Yours' : STATUS[ticket.status].label}</Badge>
          </div>
          <p className="break-words">
            <span className="text-sm text-fg-muted">Attendee: </span>
            <span className="font-medium">{attendee}</span>
          </p>
          {ticket.assignedEmail && !ticket.isMine && ticket.holderName ? <p className="text-sm break-words">Sent to {ticket.assignedEmail}</p> : null}
          {mayAssign || mayComplete ? (
            <div className="flex flex-wrap gap-2">
              {mayAssign ? (
                <Button
                  variant={open === 'assign' ? 'primary' : 'secondary'}
                  aria-expanded={open === 'assign'}
                  aria-controls={open === 'assign' ? `${formId}-form` : undefined}
                  onClick={() => toggle('assign')}
                >
                  Send to a colleague
                </Button>
              ) : null}
              {mayComplete ? (
                <Button
                  variant={open === 'complete' ? 'primary' : 'secondary'}
                  aria-expanded={open === 'complete'}
                  aria-controls={open === 'complete' ? `${formId}-form` : undefined}
                  onClick={() => toggle('complete')}
                >
                  {completeLabel}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {open === 'assign' ? (
        <form
          id={`${formId}-form`}
          onSubmit={send({ action: 'assign', email }, `${label} sent to ${email}`)}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-label={`Send ${label} to a colleague`}
        >
          <TextInput
            ref={firstField}
            label="Colleague’s e-mail"
            hint="They get a link to claim the ticket and add their details."
            type="email"
            autoComplete="off"
            required
            className="sm:min-w-72"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" loading={isLoading}>
            Send {label}
          </Button>
        </form>
      ) : null}
      {open === 'complete' ? (
        <form
          id={`${formId}-form`}
          onSubmit={send({ action: 'complete', holderName: name, holderCompany: company, holderJobTitle: jobTitle }, 'Attendee details saved')}
          className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={`My details on ${label}`}
        >
          <TextInput
            ref={firstField}
            label="Name on the badge"
            required
            autoComplete="name"
            value={name}
            error={errors.holderName}
            onChange={(event) => setName(event.target.value)}
          />
          <TextInput
            label="Company"
            autoComplete="organization"
            value={company}
            error={errors.holderCompany}
            onChange={(event) => setCompany(event.target.value)}
          />
          <TextInput
            label="Job title"
            autoComplete="organization-title"
            value={jobTitle}
            error={errors.holderJobTitle}
            onChange={(event) => setJobTitle(event.target.value)}
          />
          <Button type="submit" loading={isLoading}>
            {ticket.isMine ? 'Save my details' : 'Keep this ticket'}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
