import { describe, expect, it } from 'vitest';
import type { Payment } from '@socials/domain';
import { renderTestCheckoutPage } from './test-checkout-page';

describe('the test checkout page', () => {
  it('has no script, inline or not, so the site-wide CSP (scripts from this origin only) lets it work', () => {
    const payment = {
      status: 'OPEN',
      holdExpiresAt: Date.now() + 600_000,
      amounts: { ticketPrice: 1000, discount: 100, deposit: 500, fees: 30, total: 1430 },
      tierName: 'General',
      promoCode: 'TEN',
      failureMessage: 'Your card was declined',
    } as unknown as Payment;
    const html = renderTestCheckoutPage({
      payment,
      socialTitle: 'Gala',
      actionPath: '/api/payments/test-checkout/cs_1',
      backUrl: 'http://localhost:8080/',
      now: Date.now(),
    });
    expect(html).toContain('<form method="post"');
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });
});
