import type { ServiceDeps } from '../../core/app-deps';
import { renderTestCheckoutPage, sendTestCheckoutOutcome, type TestCheckoutOutcome } from '../payments';
import { findSubscriptionOfSession } from './memberships.repo';
import { circleTestCheckoutPath } from './memberships.service';
import { membershipsError } from './memberships.errors';

async function findTestSubscription(deps: ServiceDeps, sessionId: string) {
  const found = await findSubscriptionOfSession(deps.db, sessionId);
  if (!found || found.subscription.provider !== 'TEST') throw membershipsError('NOT_FOUND', 'Checkout not found');
  return found;
}

const circleUrl = (deps: ServiceDeps, slug: string) => `${deps.config.publicUrl}/circles/${encodeURIComponent(slug)}`;

/** The test provider's checkout page (HTML) of a membership: the payments area's page, showing the membership. */
export async function circleTestCheckoutPage(deps: ServiceDeps, sessionId: string, now = Date.now()): Promise<string> {
  const { subscription, circleName, circleSlug } = await findTestSubscription(deps, sessionId);
  const amounts = { ticketPrice: subscription.amountCents, discount: 0, deposit: 0, fees: 0, total: subscription.amountCents };
  return renderTestCheckoutPage({
    payment: {
      status: subscription.status === 'OPEN' ? 'OPEN' : subscription.status === 'EXPIRED' ? 'EXPIRED' : 'PAID',
      holdExpiresAt: subscription.checkoutExpiresAt.getTime(),
      failureMessage: null,
      amounts,
      tierName: subscription.interval === 'MONTHLY' ? 'Monthly membership' : 'Yearly membership',
      promoCode: null,
    },
    socialTitle: circleName,
    actionPath: circleTestCheckoutPath(sessionId),
    backUrl: circleUrl(deps, circleSlug),
    now,
  });
}

/** Pays, declines or cancels a membership's test checkout (the same signed webhooks as Stripe's); returns where the browser goes next. */
export async function finishCircleTestCheckout(deps: ServiceDeps, sessionId: string, outcome: TestCheckoutOutcome, now = Date.now()): Promise<string> {
  const { subscription, circleSlug } = await findTestSubscription(deps, sessionId);
  const page = circleTestCheckoutPath(sessionId);
  if (subscription.status !== 'OPEN' || now >= subscription.checkoutExpiresAt.getTime()) return page;
  await sendTestCheckoutOutcome(
    deps,
    { sessionId, checkoutId: subscription.id, totalCents: subscription.amountCents, captureManually: false, recurring: true },
    outcome,
  );
  if (outcome === 'decline') return page;
  return `${circleUrl(deps, circleSlug)}?membership=${outcome === 'pay' ? 'success' : 'cancelled'}`;
}
