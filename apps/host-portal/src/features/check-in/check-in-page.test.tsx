import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttendanceOverview, AttendanceTakingStatus, Rsvp } from '@socials/domain';
import { aRsvp } from '@socials/domain/testing';
import { toast } from '@socials/ui';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { CheckInPage } from './check-in-page';

setupMockApi();

const social = makeSocial();

function overview(changes: Partial<AttendanceOverview> = {}): AttendanceOverview {
  return {
    methods: ['HOST_QRCODE'],
    radiusMeters: 200,
    venueCoordinate: null,
    status: 'OPEN',
    checkInCode: 'event-code-1',
    attended: 0,
    seatHolders: 3,
    ...changes,
  };
}

/** Serves the social, its going guests and its attendance; the check-in handler answers as the test says. */
function serve(attendance: AttendanceOverview, checkIn: (body: unknown) => Response = () => HttpResponse.json({}, { status: 500 }), guests: Rsvp[] = []) {
  const sent: unknown[] = [];
  let current = attendance;
  server.use(
    http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/rsvps`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({ data: guests.filter((guest) => guest.status === status), meta: { lastEvaluatedKey: null } });
    }),
    http.get(`*/api/socials/${social.id}/attendance`, () => HttpResponse.json(current)),
    http.patch(`*/api/socials/${social.id}/attendance`, async ({ request }) => {
      const { status } = (await request.json()) as { status: AttendanceTakingStatus };
      sent.push({ status });
      current = { ...current, status };
      return HttpResponse.json(current);
    }),
    http.post(`*/api/socials/${social.id}/rsvps/attendances`, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return checkIn(body);
    }),
  );
  return sent;
}

const openPage = () => renderPage(<CheckInPage />, { path: '/socials/:id/check-in', url: `/socials/${social.id}/check-in` });

/** The large card with the last scan's answer. */
const lastResult = () => screen.getByRole('status', { name: 'Last check-in' });

const attended = aRsvp({
  status: 'ATTENDED',
  user: { id: 'u-b', slug: 'bea', displayName: null, firstName: 'Bea', lastName: 'Smith', photoPath: null },
});

describe('CheckInPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => toast.dismiss());
  });

  it("checks a guest in by the code under their ticket's QR, typed in any case and spacing", async () => {
    signIn();
    const sent = serve(overview(), () => HttpResponse.json(attended));
    openPage();

    const field = await screen.findByLabelText(/^Ticket code/);
    expect(field).toHaveAccessibleDescription(/under the QR code on the guest's ticket/);
    await userEvent.type(field, ' 7f3a 91C2 ');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));

    await waitFor(() => expect(lastResult()).toHaveTextContent('Checked inBea Smith'));
    expect(sent).toEqual([{ method: 'HOST_QRCODE', code: '7f3a91c2' }]);
    await waitFor(() => expect(screen.getByLabelText(/^Ticket code/)).toHaveValue(''));
  });

  it("looks up the guest's name when the check-in reply has no user", async () => {
    signIn();
    serve(overview(), () => HttpResponse.json({ ...attended, user: undefined, userId: 'u-b' }));
    server.use(
      http.get('*/api/users/u-b', () =>
        HttpResponse.json({ id: 'u-b', slug: 'cara', displayName: null, firstName: 'Cara', lastName: 'Jones', photoPath: null, currentCity: null }),
      ),
    );
    openPage();

    await userEvent.type(await screen.findByLabelText(/^Ticket code/), 'ticket-123');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));

    await waitFor(() => expect(lastResult()).toHaveTextContent('Checked inCara Jones'));
  });

  it('says so when the guest is already checked in', async () => {
    signIn();
    serve(overview(), () =>
      HttpResponse.json({ statusCode: 409, error: 'Conflict', code: 'CHECK_IN_ALREADY_ATTENDED', message: 'Already attended' }, { status: 409 }),
    );
    openPage();

    await userEvent.type(await screen.findByLabelText(/^Ticket code/), 'ticket-123');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));

    await waitFor(() => expect(lastResult()).toHaveTextContent('Already checked in'));
  });

  it("replaces the last check-in's card with the next one", async () => {
    signIn();
    const replies = [
      () => HttpResponse.json({ statusCode: 409, error: 'Conflict', code: 'CHECK_IN_ALREADY_ATTENDED', message: 'Already attended' }, { status: 409 }),
      () => HttpResponse.json(attended),
    ];
    serve(overview(), () => (replies.shift() ?? replies[0]!)());
    openPage();

    await userEvent.type(await screen.findByLabelText(/^Ticket code/), 'ticket-123');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(lastResult()).toHaveTextContent('Already checked in'));

    await userEvent.clear(screen.getByLabelText(/^Ticket code/));
    await userEvent.type(screen.getByLabelText(/^Ticket code/), 'ticket-456');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));

    await waitFor(() => expect(lastResult()).toHaveTextContent('Checked inBea Smith'));
    expect(screen.queryByText(/Already checked in/)).not.toBeInTheDocument();
  });

  it('opens check-in from pending with one button where the code entry will be', async () => {
    signIn();
    const sent = serve(overview({ status: 'PENDING' }));
    openPage();

    const open = await screen.findByRole('button', { name: 'Open check-in' });
    expect(screen.queryByLabelText(/^Ticket code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close check-in' })).not.toBeInTheDocument();
    await userEvent.click(open);

    await waitFor(() => expect(screen.getByLabelText(/^Ticket code/)).toBeEnabled());
    expect(sent).toEqual([{ status: 'OPEN' }]);
    expect(screen.getByRole('button', { name: 'Close check-in' })).toBeInTheDocument();
  });

  it('opens check-in from off with the one switch', async () => {
    signIn();
    const sent = serve(overview({ status: 'OFF' }));
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Open check-in' }));
    expect(screen.queryByRole('button', { name: /attendance/i })).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByLabelText(/^Ticket code/)).toBeEnabled());
    expect(sent).toEqual([{ status: 'OPEN' }]);
    expect(screen.queryByRole('button', { name: 'Open check-in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close check-in' })).toBeInTheDocument();
  });

  it('asks before closing check-in for good', async () => {
    signIn();
    const sent = serve(overview({ status: 'PARTIAL_COMPLETED' }));
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Close check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close check-in?' });
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close check-in' }));

    await waitFor(() => expect(sent).toEqual([{ status: 'CLOSED' }]));
  });

  describe('the guest list', () => {
    const person = (id: string, firstName: string, lastName: string) => ({ id, slug: id, displayName: null, firstName, lastName, photoPath: null });
    const going = () => [
      aRsvp({ id: 'r-zoe', status: 'APPROVED', userId: 'u-z', user: person('u-z', 'Zoë', 'Adams') }),
      aRsvp({ id: 'r-bob', status: 'APPROVED', userId: 'u-b', user: person('u-b', 'Bob', 'Baker') }),
      aRsvp({ id: 'r-ann', status: 'ATTENDED', userId: 'u-a', user: person('u-a', 'Ann', 'Lee') }),
    ];

    /** Checking in by rsvpId moves the guest and the count, as the server does. */
    function serveDoor(status: AttendanceTakingStatus = 'OPEN') {
      const guests = going();
      return serve(
        overview({ status, attended: 1, seatHolders: 3 }),
        (body) => {
          const guest = guests.find((candidate) => candidate.id === (body as { rsvpId?: string }).rsvpId);
          if (!guest) return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No ticket' }, { status: 404 });
          guest.status = 'ATTENDED';
          server.use(http.get(`*/api/socials/${social.id}/attendance`, () => HttpResponse.json(overview({ status, attended: 2, seatHolders: 3 }))));
          return HttpResponse.json(guest);
        },
        guests,
      );
    }

    it('finds a going guest by part of their name, accents and case aside', async () => {
      signIn();
      serveDoor();
      openPage();

      const list = await screen.findByRole('list', { name: 'Guests going' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Ann LeeChecked in', 'Bob BakerCheck in', 'Zoë AdamsCheck in']);
      await userEvent.type(screen.getByRole('searchbox', { name: /^Find a guest/ }), 'ZOE');
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(within(list).getByRole('button', { name: 'Check in Zoë Adams' })).toBeInTheDocument();

      await userEvent.clear(screen.getByRole('searchbox', { name: /^Find a guest/ }));
      await userEvent.type(screen.getByRole('searchbox', { name: /^Find a guest/ }), 'nobody');
      expect(screen.getByText('No guest going is named "nobody".')).toBeInTheDocument();
    });

    it('checks a guest in from the list and updates the count', async () => {
      signIn();
      const sent = serveDoor();
      openPage();

      expect(await screen.findByText('1 checked in / 3 going')).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Check in Bob Baker' }));

      await waitFor(() => expect(lastResult()).toHaveTextContent('Checked inBob Baker'));
      expect(sent).toEqual([{ method: 'HOST_QRCODE', rsvpId: 'r-bob' }]);
      expect(await screen.findByText('2 checked in / 3 going')).toBeInTheDocument();
      const bob = within(screen.getByRole('list', { name: 'Guests going' }))
        .getByText('Bob Baker')
        .closest('li')!;
      await waitFor(() => expect(within(bob).getByText('Checked in')).toBeInTheDocument());
    });

    it('keeps the check-in buttons off until check-in opens', async () => {
      signIn();
      serveDoor('OFF');
      openPage();

      expect(await screen.findByRole('button', { name: 'Check in Bob Baker' })).toBeDisabled();
    });
  });

  it('explains a blocked camera and keeps the code entry', async () => {
    signIn();
    serve(overview());
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))) },
    });
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Start camera' }));

    expect(await screen.findByText(/^The camera is blocked/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Try the camera again' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ticket code/)).toBeEnabled();
  });

  it("shows the event's QR code when guests check themselves in", async () => {
    signIn();
    serve(overview({ methods: ['ATTENDEES_QRCODE'] }));
    openPage();

    const code = await screen.findByRole('img', { name: `Check-in QR code for ${social.title}` });
    expect(code).toHaveAttribute('data-qr-value', `${window.location.origin}/socials/${social.slug}/check-in?code=event-code-1`);
    expect(screen.queryByLabelText(/^Ticket code/)).not.toBeInTheDocument();
  });
  describe('the door screen', () => {
    const refusal = (status: number, code: string, data?: unknown) => () =>
      HttpResponse.json({ statusCode: status, error: 'Refused', code, message: 'Refused', ...(data ? { data } : {}) }, { status });
    const enterCode = async (typed: string) => {
      await userEvent.type(await screen.findByLabelText(/^Ticket code/), `${typed}{Enter}`);
    };

    it('shows the guest, their photo and tier in green, and buzzes', async () => {
      signIn();
      const vibrate = vi.fn(() => true);
      vi.stubGlobal('navigator', { ...navigator, vibrate });
      const tier = social.ticketTiers[0]!;
      serve(overview(), () => HttpResponse.json({ ...attended, ticketTierId: tier.id, user: { ...attended.user!, photoPath: 'https://cdn.example/bea.jpg' } }));
      openPage();

      await enterCode('7F3A-91C2');

      await waitFor(() => expect(lastResult()).toHaveTextContent(`Checked inBea Smith${tier.name}`));
      expect(lastResult().firstElementChild).toHaveAttribute('data-result', 'checked-in');
      expect(lastResult().querySelector('img')).toHaveAttribute('src', expect.stringContaining('bea.jpg'));
      expect(vibrate).toHaveBeenCalledWith(120);
    });

    it('says who checked in already and at what time, in amber', async () => {
      signIn();
      const vibrate = vi.fn(() => true);
      vi.stubGlobal('navigator', { ...navigator, vibrate });
      // 19:42 in the social's own time zone.
      const at = Date.parse('2026-03-14T19:42:00Z');
      serve({ ...overview() }, refusal(409, 'CHECK_IN_ALREADY_ATTENDED', { rsvpId: 'r-b', userId: 'u-b', attendedAt: at }));
      server.use(http.get(`*/api/socials/${social.id}`, () => HttpResponse.json({ ...social, timezone: 'UTC' })));
      server.use(
        http.get('*/api/users/u-b', () =>
          HttpResponse.json({ id: 'u-b', slug: 'bea', displayName: null, firstName: 'Bea', lastName: 'Smith', photoPath: null, currentCity: null }),
        ),
      );
      openPage();

      await enterCode('7F3A-91C2');

      await waitFor(() => expect(lastResult()).toHaveTextContent('Already checked in at 7:42 PMBea Smith'));
      expect(lastResult().firstElementChild).toHaveAttribute('data-result', 'already');
      expect(vibrate).toHaveBeenCalledWith([80, 60, 80]);
    });

    it.each([
      ['TICKET_FOR_ANOTHER_SOCIAL', 'Not for this social'],
      ['NOT_FOUND', 'No such ticket'],
    ])('shows %s in red as "%s", until the next scan', async (code, title) => {
      signIn();
      const replies = [refusal(404, code), () => HttpResponse.json(attended)];
      serve(overview(), () => (replies.shift() ?? replies[0]!)());
      openPage();

      await enterCode('0000-0000');
      await waitFor(() => expect(lastResult()).toHaveTextContent(title));
      expect(lastResult().firstElementChild).toHaveAttribute('data-result', 'refused');
      // The typed code stays, to be corrected.
      expect(screen.getByLabelText(/^Ticket code/)).toHaveValue('0000-0000');

      await userEvent.clear(screen.getByLabelText(/^Ticket code/));
      await enterCode('7F3A-91C2');
      await waitFor(() => expect(lastResult()).toHaveTextContent('Checked inBea Smith'));
      expect(screen.queryByText(title)).not.toBeInTheDocument();
    });

    it('takes code after code from the keyboard alone', async () => {
      signIn();
      const sent = serve(overview(), () => HttpResponse.json(attended));
      openPage();

      const field = await screen.findByLabelText(/^Ticket code/);
      field.focus();
      await userEvent.keyboard('7f3a91c2{Enter}');
      await waitFor(() => expect(lastResult()).toHaveTextContent('Checked in'));
      await waitFor(() => expect(field).toHaveValue(''));
      expect(field).toHaveFocus();
      await userEvent.keyboard('aaaa-bbbb{Enter}');

      await waitFor(() =>
        expect(sent).toEqual([
          { method: 'HOST_QRCODE', code: '7f3a91c2' },
          { method: 'HOST_QRCODE', code: 'aaaabbbb' },
        ]),
      );
    });

    it("puts the scanner and code entry first, and the social's other pages in a closed menu below", async () => {
      signIn();
      serve(overview());
      openPage();

      const field = await screen.findByLabelText(/^Ticket code/);
      const camera = screen.getByRole('button', { name: 'Start camera' });
      const guests = screen.getByRole('searchbox', { name: /^Find a guest/ });
      const pages = screen.getByRole('navigation', { name: "This social's pages", hidden: true });
      const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(follows(camera, field)).toBe(true);
      expect(follows(field, guests)).toBe(true);
      expect(follows(guests, pages)).toBe(true);
      const menu = pages.closest('details')!;
      expect(menu).not.toHaveAttribute('open');
      expect(within(menu).getByText('More for this social').tagName).toBe('SUMMARY');
      expect(screen.getByRole('button', { name: 'Check in' })).toHaveClass('min-h-14', 'w-full');
    });
  });
});
