import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRsvp } from '@socials/domain/testing';
import { makeSocial } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { CheckInPage } from './check-in-page';

setupMockApi();

const social = makeSocial({ myRsvp: aRsvp() });
const open = (url: string) => {
  signIn();
  server.use(http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social)));
  renderPage(<CheckInPage />, { path: '/socials/:slug/check-in', url });
};

describe('CheckInPage', () => {
  it("checks the attendee in with the code from the event's QR code", async () => {
    let sent: unknown = null;
    server.use(
      http.post(`*/api/socials/${social.id}/rsvps/attendances`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aRsvp({ status: 'ATTENDED' }));
      }),
    );
    open('/socials/founders-dinner/check-in?code=evt-7');

    expect(await screen.findByText("You're checked in to Founders Dinner")).toBeInTheDocument();
    expect(sent).toEqual({ method: 'ATTENDEES_QRCODE', code: 'evt-7' });
  });

  it("shows the server's reason when the check-in is refused", async () => {
    server.use(
      http.post(`*/api/socials/${social.id}/rsvps/attendances`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Attendance taking is not open' }, { status: 400 }),
      ),
    );
    open('/socials/founders-dinner/check-in?code=evt-7');

    expect(await screen.findByRole('alert')).toHaveTextContent('Attendance taking is not open');
  });

  it('takes a typed code when the link carries none', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`*/api/socials/${social.id}/rsvps/attendances`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aRsvp({ status: 'ATTENDED' }));
      }),
    );
    open('/socials/founders-dinner/check-in');

    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(screen.getByRole('textbox', { name: 'Event code' })).toHaveAccessibleDescription('Enter the code shown at the venue');
    expect(sent).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Event code' }), 'evt-9');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));

    expect(await screen.findByText("You're checked in to Founders Dinner")).toBeInTheDocument();
    expect(sent).toEqual({ method: 'ATTENDEES_QRCODE', code: 'evt-9' });
  });
});
