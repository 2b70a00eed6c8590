import { createHash, randomBytes } from 'node:crypto';
import type { ConferenceTicket, ConferenceTicketList, UpdateConferenceTicketBody } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { enqueueMail } from '../../core/mail';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import type { ServiceDeps } from '../../core/app-deps';
import { findUserById } from '../users';
import { holdsTicket, listTicketsOf, lockTicket, updateTicket, type ConferenceTicketRow, type TicketWithPass } from './conference-orders.repo';
import { conferencePageUrl } from './conference-orders.service';
import { conferencesError, invalidConference } from './conferences.errors';
import { requireTicketBuyer, requireTicketCompleter, requireTicketReach } from './conferences.policy';
import { visibleConference } from './conferences.service';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function statusOf(ticket: ConferenceTicketRow): ConferenceTicket['status'] {
  if (ticket.holderId) return 'CLAIMED';
  return ticket.assignedEmail ? 'ASSIGNED' : 'UNASSIGNED';
}

function toTicket(ticket: TicketWithPass, viewer: Caller): ConferenceTicket {
  const boughtByMe = ticket.buyerId === viewer.userId;
  return {
    id: ticket.id,
    conferenceId: ticket.conferenceId,
    passName: ticket.passName,
    status: statusOf(ticket),
    assignedEmail: boughtByMe ? ticket.assignedEmail : null,
    holderName: ticket.holderName,
    holderCompany: ticket.holderCompany,
    holderJobTitle: ticket.holderJobTitle,
    isMine: ticket.holderId === viewer.userId,
    boughtByMe,
  };
}

/** GET users/me/tickets/conferences/{id}: the tickets the caller bought or holds. */
export async function listMyTickets(db: DbOrTx, viewer: Caller, conferenceRef: string): Promise<ConferenceTicketList> {
  const { conference } = await visibleConference(db, viewer, conferenceRef);
  return { data: (await listTicketsOf(db, conference.id, viewer.userId)).map((t) => toTicket(t, viewer)) };
}

/**
 * PATCH /conferences/{id}/tickets/{t}. assign: the buyer sends a ticket nobody holds to a
 * colleague (a mailed claim link; a new assignment makes the earlier link void). claim: whoever
 * has the link's token takes the ticket, unless they already hold one. complete: the holder, or the
 * buyer for a ticket nobody holds yet (it becomes theirs), fills in the attendee's details.
 */
export async function updateConferenceTicket(
  deps: ServiceDeps,
  viewer: Caller,
  conferenceRef: string,
  ticketId: string,
  body: UpdateConferenceTicketBody,
  now = new Date(),
): Promise<ConferenceTicket> {
  const { conference } = await visibleConference(deps.db, viewer, conferenceRef);
  await withTransaction(deps.db, async (tx) => {
    const ticket = requireTicketReach(viewer, await lockTicket(tx, conference.id, ticketId), body.action === 'claim');

    if (body.action === 'assign') {
      requireTicketBuyer(viewer, ticket);
      if (ticket.holderId && ticket.holderId !== viewer.userId) throw conferencesError('TICKET_CLAIMED', 'This ticket was claimed already');
      const token = randomBytes(24).toString('base64url');
      await updateTicket(tx, ticket.id, {
        assignedEmail: body.email,
        claimTokenHash: hashToken(token),
        assignedAt: now,
        holderId: null,
        claimedAt: null,
        holderName: '',
        holderCompany: '',
        holderJobTitle: '',
      });
      const buyer = await findUserById(tx, viewer.userId);
      const from = [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ') || 'A colleague';
      const link = conferencePageUrl(deps.config, conference, 'claim', { ticket: ticket.id, token });
      await enqueueMail(tx, deps.jobs, [
        {
          to: body.email,
          subject: `${from} sent you a ticket for ${conference.name}`,
          text: [`Hi,`, '', `${from} has a ticket for you to ${conference.name}.`, 'Claim it and add your details here:', link].join('\n'),
        },
      ]);
      return;
    }

    if (body.action === 'claim') {
      if (!ticket.claimTokenHash || ticket.claimTokenHash !== hashToken(body.token))
        throw invalidConference('body.token', 'This claim link is not valid any more: ask the buyer to send the ticket again');
      if (await holdsTicket(tx, conference.id, viewer.userId, ticket.id))
        throw conferencesError('TICKET_CLAIMED', 'You already hold a ticket for this conference');
      await updateTicket(tx, ticket.id, { holderId: viewer.userId, claimedAt: now, claimTokenHash: null });
      return;
    }

    requireTicketCompleter(viewer, ticket);
    if (!ticket.holderId && (await holdsTicket(tx, conference.id, viewer.userId, ticket.id)))
      throw conferencesError('TICKET_CLAIMED', 'You already hold a ticket for this conference: assign this one to a colleague');
    await updateTicket(tx, ticket.id, {
      holderId: viewer.userId,
      claimedAt: ticket.claimedAt ?? now,
      holderName: body.holderName,
      holderCompany: body.holderCompany,
      holderJobTitle: body.holderJobTitle,
    });
  });
  const tickets = await listTicketsOf(deps.db, conference.id, viewer.userId);
  const ticket = tickets.find((t) => t.id === ticketId);
  if (!ticket) throw conferencesError('NOT_FOUND', 'Ticket not found');
  return toTicket(ticket, viewer);
}
