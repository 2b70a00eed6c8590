/** Leaves the app for the payment provider's checkout page (an object so that tests can spy on it: jsdom cannot navigate). */
export const checkoutNavigation = {
  goTo(checkoutUrl: string): void {
    window.location.assign(checkoutUrl);
  },
};
