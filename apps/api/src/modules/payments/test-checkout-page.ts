import { formatCurrency, orderLines, type Payment } from '@socials/domain';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What the page shows of a checkout: a social's payment, or another area's order in the same shape. */
export type TestCheckoutPayment = Pick<Payment, 'status' | 'holdExpiresAt' | 'failureMessage' | 'amounts' | 'tierName' | 'promoCode'>;

export interface TestCheckoutView {
  payment: TestCheckoutPayment;
  socialTitle: string;
  /** Where the page's forms post (this page's own address). */
  actionPath: string;
  /** Where to go once the checkout is over: the success or cancel address. */
  backUrl: string;
  now: number;
}

function amountRows(payment: TestCheckoutPayment): string {
  return orderLines(payment.amounts, payment.tierName, payment.promoCode)
    .map((line) => `<tr><th scope="row">${escapeHtml(line.label)}</th><td>${formatCurrency(line.cents)}</td></tr>`)
    .join('');
}

function closedMessage(payment: TestCheckoutPayment): string {
  if (payment.status === 'PAID') return 'This checkout is paid.';
  return 'This checkout has ended and its seat was released.';
}

/**
 * The test provider's checkout page: plain HTML with forms, so it works without JavaScript and
 * with the keyboard. It says loudly that no money moves.
 */
export function renderTestCheckoutPage({ payment, socialTitle, actionPath, backUrl, now }: TestCheckoutView): string {
  const open = payment.status === 'OPEN' && now < payment.holdExpiresAt;
  const minutesLeft = Math.max(0, Math.ceil((payment.holdExpiresAt - now) / 60_000));
  const body = open
    ? `
      ${payment.failureMessage ? `<p class="error" role="alert">${escapeHtml(payment.failureMessage)}</p>` : ''}
      <p>Your seat is held for ${minutesLeft} more minute${minutesLeft === 1 ? '' : 's'}.</p>
      <form method="post" action="${escapeHtml(actionPath)}">
        <input type="hidden" name="outcome" value="pay">
        <button type="submit" class="primary">Pay ${formatCurrency(payment.amounts.total)}</button>
      </form>
      <form method="post" action="${escapeHtml(actionPath)}">
        <input type="hidden" name="outcome" value="decline">
        <button type="submit">Decline card</button>
      </form>
      <form method="post" action="${escapeHtml(actionPath)}">
        <input type="hidden" name="outcome" value="cancel">
        <button type="submit">Cancel and go back</button>
      </form>`
    : `<p role="status">${closedMessage(payment)}</p><p><a href="${escapeHtml(backUrl)}">Back to the event</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test checkout — ${escapeHtml(socialTitle)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #111827; background: #fff; }
  .banner { background: #fef3c7; color: #78350f; padding: .75rem 1rem; border-radius: .5rem; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { padding: .4rem 0; border-bottom: 1px solid #e5e7eb; text-align: left; font-weight: normal; }
  td { text-align: right; }
  tfoot th, tfoot td { font-weight: 700; }
  form { display: inline-block; margin: .25rem .5rem .25rem 0; }
  button { font: inherit; padding: .6rem 1rem; border-radius: .5rem; border: 1px solid #6b7280; background: #fff; color: #111827; cursor: pointer; }
  button.primary { background: #4338ca; border-color: #4338ca; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .error { color: #991b1b; background: #fee2e2; padding: .5rem .75rem; border-radius: .5rem; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
  <p class="banner"><strong>Test mode:</strong> no real money moves. This page stands in for the payment provider.</p>
  <h1>Checkout</h1>
  <p>${escapeHtml(socialTitle)}</p>
  <table>
    <caption class="sr-only" style="position:absolute;left:-9999px">Order summary</caption>
    <tbody>${amountRows(payment)}</tbody>
    <tfoot><tr><th scope="row">Total</th><td>${formatCurrency(payment.amounts.total)}</td></tr></tfoot>
  </table>
  ${body}
</main>
</body>
</html>`;
}
