import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@socials/auth';
import type { ConferenceTicket } from '@socials/domain';
import { NARROW_SCREEN_QUERY } from '@socials/ui';
import { makeConference } from '../../test/fixtures';
import { TicketCard } from './ticket-card';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const conference = makeConference();
const bought: ConferenceTicket = {
  id: '8c1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a13',
  conferenceId: conference.id,
  passName: 'General',
  status: 'UNASSIGNED',
  assignedEmail: null,
  holderName: '',
  holderCompany: '',
  holderJobTitle: '',
  isMine: false,
  boughtByMe: true,
};

function renderCard(ticket: ConferenceTicket = bought) {
  render(
    <Provider store={createAppStore()}>
      <TicketCard conference={conference} ticket={ticket} number={2} />
    </Provider>,
  );
  return screen.getByRole('article', { name: 'Ticket 2: General' });
}

const SIZES = [
  { size: 'a phone', width: 390, narrow: true },
  { size: 'a desktop', width: 1440, narrow: false },
];

describe.each(SIZES)('TicketCard on $size', ({ width, narrow }) => {
  beforeEach(() => {
    vi.stubGlobal('innerWidth', width);
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: query === NARROW_SCREEN_QUERY && narrow,
      addEventListener() {},
      removeEventListener() {},
    }));
  });

  it("shows the ticket's QR code, its pass and that nobody attends on it yet, with no form open", () => {
    const card = renderCard();
    expect(within(card).getByRole('img', { name: 'QR code of Ticket 2, General' })).toHaveAttribute('data-qr-value', bought.id);
    expect(card).toHaveTextContent('Attendee: Not assigned yet');
    expect(within(card).queryByRole('form')).toBeNull();
    expect(within(card).queryAllByRole('textbox')).toEqual([]);
  });

  it('opens one form at a time, each asking only for its own fields', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    const send = within(card).getByRole('button', { name: 'Send to a colleague' });
    const keep = within(card).getByRole('button', { name: 'It’s mine: complete my details' });

    await user.click(send);
    expect(send).toHaveAttribute('aria-expanded', 'true');
    const assignForm = within(card).getByRole('form', { name: 'Send Ticket 2 to a colleague' });
    expect(within(assignForm).getAllByRole('textbox')).toHaveLength(1);
    expect(within(assignForm).getByRole('textbox', { name: /Colleague’s e-mail/ })).toBeRequired();
    expect(within(assignForm).getByRole('textbox', { name: /Colleague’s e-mail/ })).toHaveFocus();

    await user.click(keep);
    expect(send).toHaveAttribute('aria-expanded', 'false');
    expect(keep).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).queryByRole('form', { name: 'Send Ticket 2 to a colleague' })).toBeNull();
    const detailsForm = within(card).getByRole('form', { name: 'My details on Ticket 2' });
    expect(within(detailsForm).getByRole('textbox', { name: /Name on the badge/ })).toBeRequired();
    expect(within(detailsForm).getByRole('textbox', { name: 'Company' })).not.toBeRequired();
    expect(within(detailsForm).getByRole('textbox', { name: 'Job title' })).not.toBeRequired();
    expect(within(detailsForm).queryByRole('textbox', { name: /e-mail/ })).toBeNull();

    await user.click(keep);
    expect(within(card).queryByRole('form')).toBeNull();
  });

  it('sends the ticket to a colleague and closes the form', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`*/api/conferences/${conference.id}/tickets/${bought.id}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...bought, status: 'ASSIGNED', assignedEmail: 'cole@example.com' });
      }),
    );
    const user = userEvent.setup();
    const card = renderCard();
    await user.click(within(card).getByRole('button', { name: 'Send to a colleague' }));
    await user.type(within(card).getByRole('textbox', { name: /Colleague’s e-mail/ }), 'cole@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send Ticket 2' }));
    await vi.waitFor(() => expect(within(card).queryByRole('form')).toBeNull());
    expect(bodies).toEqual([{ action: 'assign', email: 'cole@example.com' }]);
  });

  it("names the attendee of a ticket one holds, and offers only to edit one's details", () => {
    const card = renderCard({ ...bought, status: 'CLAIMED', isMine: true, boughtByMe: false, holderName: 'Cole League', holderCompany: 'Acme' });
    expect(card).toHaveTextContent('Attendee: Cole League, Acme');
    expect(within(card).getByText('Yours')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send to a colleague' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit my details' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByRole('img', { name: /^QR code of Ticket 2/ })).toBeInTheDocument();
  });
});
