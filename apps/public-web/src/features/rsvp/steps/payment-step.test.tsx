import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Question, type PromoCodeCheck, type SocialDetail } from '@socials/domain';
import { aTotalCharge, makeSocial, paidTier } from '../../../test/fixtures';
import { server, signIn, setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { RsvpPage } from '../rsvp-page';
import { checkoutNavigation } from './go-to-checkout';

setupMockApi();
let goToCheckout: MockInstance<(checkoutUrl: string) => void>;
beforeEach(() => {
  goToCheckout = vi.spyOn(checkoutNavigation, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const intro = Question.parse({ id: 'intro', questionType: 'SHORT_TEXT', isRequired: true, title: 'What do you work on?' });
const notifyMe = { questionId: 'notify-me-about-future-events', isOptInShareResponse: false, isTrue: true };
const WITH_EARLY5 = aTotalCharge({ discount: 500, fees: 270, total: 5770 });
const CHECKOUT_URL = 'http://localhost/api/payments/test-checkout/session-1';

const problem = (status: number, message: string, field: string | undefined, error: string) =>
  HttpResponse.json(
    { statusCode: status, error, message, ...(field ? { fieldErrors: [{ field, message: message.replace(/^".*": /, '') }] } : {}) },
    { status },
  );

/** A social with one paid tier ($50 + $10 deposit) and one question; `checkout` answers the payment-session call. */
function servePaidSocial(
  checkout: () => Response = () => HttpResponse.json({ paymentId: 'payment-1', checkoutUrl: CHECKOUT_URL, expiresAt: 0, amounts: WITH_EARLY5 }),
  changes: Partial<SocialDetail> = {},
) {
  const social: SocialDetail = makeSocial({ ticketTiers: [paidTier], questionnaire: [intro], noShowPolicy: 'REFUND_ON_ATTENDANCE', ...changes });
  const calls = { checkouts: [] as unknown[], promoChecks: [] as unknown[] };
  server.use(
    http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social)),
    http.get('*/api/configs/payment', () =>
      HttpResponse.json({ provider: 'TEST', currency: 'usd', platformFee: { percentBasisPoints: 600, fixedCents: 0 }, checkoutHoldMinutes: 30 }),
    ),
    http.post(`*/api/socials/${social.id}/rsvps/total-charge`, async ({ request }) => {
      const body = (await request.json()) as { promoCode?: string };
      return HttpResponse.json(body.promoCode === 'EARLY5' ? WITH_EARLY5 : aTotalCharge());
    }),
    http.post('*/api/payments/promo-code', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.promoChecks.push(body);
      const valid = body.code === 'EARLY5';
      const check: PromoCodeCheck = {
        valid,
        reason: valid ? null : 'EXPIRED',
        discountType: valid ? 'AMOUNT' : null,
        value: valid ? 500 : null,
        charge: valid ? WITH_EARLY5 : aTotalCharge(),
      };
      return HttpResponse.json(check);
    }),
    http.post(`*/api/payments/socials/${social.id}/payment-sessions`, async ({ request }) => {
      calls.checkouts.push(await request.json());
      return checkout();
    }),
  );
  return calls;
}

/** Opens the RSVP page and answers the question: the payment step is next. */
async function reachPayment() {
  signIn();
  renderPage(<RsvpPage />, { path: '/socials/:slug/rsvp', url: '/socials/founders-dinner/rsvp' });
  await userEvent.type(await screen.findByRole('textbox', { name: /What do you work on\?/ }), 'Robots');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('button', { name: /^(Pay|Hold) / });
}

describe('PaymentStep', () => {
  it('shows the order summary, the deposit policy and how long the spot is held', async () => {
    servePaidSocial();
    const pay = await reachPayment();

    expect(pay).toHaveTextContent('Pay $63');
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Ticket: VIP').nextSibling).toHaveTextContent('$50');
    expect(summary.getByText('Deposit').nextSibling).toHaveTextContent('$10');
    expect(summary.getByText('Fees').nextSibling).toHaveTextContent('$3');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('$63');
    expect(screen.getByText(/The \$10 deposit comes back to you after the social if you attend/)).toBeInTheDocument();
    expect(screen.getByText('Your spot is held for 30 minutes while you pay.')).toBeInTheDocument();
  });

  it('says the card is only held where the hosts approve each guest, and names the button for it', async () => {
    servePaidSocial(undefined, { requiresApproval: true });
    const hold = await reachPayment();

    expect(hold).toHaveTextContent('Hold $63 and request to join');
    expect(
      screen.getByText(/The hosts approve each guest: your card is held for \$63, not charged\. You are charged only if they approve your RSVP/),
    ).toBeInTheDocument();
  });

  it('says why a promo code was refused, applies a good one and pays with it, the answers and the guest-list choice', async () => {
    const calls = servePaidSocial();
    await reachPayment();

    const code = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(code, 'old-code');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This promo code has expired'));

    await userEvent.clear(code);
    await userEvent.type(code, 'early5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied: \$5 off/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $57.70' })).toBeInTheDocument();
    expect(screen.getByText('Discount (EARLY5)').nextSibling).toHaveTextContent('-$5');
    expect(calls.promoChecks).toEqual([
      { socialId: makeSocial().id, ticketTierId: paidTier.id, code: 'OLD-CODE' },
      { socialId: makeSocial().id, ticketTierId: paidTier.id, code: 'EARLY5' },
    ]);

    await userEvent.click(screen.getByRole('checkbox', { name: "Hide me from the “Who's going” list" }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $57.70' }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(calls.checkouts).toEqual([
      {
        ticketTierId: paidTier.id,
        promoCode: 'EARLY5',
        answers: [{ questionId: 'intro', isOptInShareResponse: false, answer: 'Robots' }, notifyMe],
        hideFromGuestList: true,
        returnPath: '/socials/founders-dinner',
      },
    ]);
  });

  it('sends the attendee back to a question the server refused', async () => {
    servePaidSocial(() => problem(400, '"What do you work on?": Keep it shorter', 'body.answers.intro', 'Bad Request'));
    await userEvent.click(await reachPayment());

    const field = await screen.findByRole('textbox', { name: /What do you work on\?/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Keep it shorter'));
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('says so when the social is full', async () => {
    servePaidSocial(() => problem(409, 'This event is full', undefined, 'Conflict'));
    await userEvent.click(await reachPayment());

    expect(await screen.findByText('This event is full')).toHaveAttribute('role', 'alert');
    expect(goToCheckout).not.toHaveBeenCalled();
  });
});
