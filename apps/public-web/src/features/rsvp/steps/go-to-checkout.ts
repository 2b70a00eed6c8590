/** Leaves the app for the payment provider's checkout page (its own module so that tests can stand in for it). */
export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
