import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@socials/ui';
import { SocialDetailPage } from '../features/social-detail/social-detail-page';
import { readCheckoutReturn } from '../features/rsvp/checkout-return/checkout-return-params';

// Only an attendee coming back from the payment provider needs it: it stays out of the event page's first load.
const CheckoutReturn = lazy(async () => ({ default: (await import('../features/rsvp/checkout-return/checkout-return')).CheckoutReturn }));

/** /socials/:slug — the event page, which is also where the payment provider sends the attendee back. */
export function SocialRoute() {
  const [searchParams] = useSearchParams();
  // Read once: CheckoutReturn clears the provider's parameters while it still has work to show.
  const [backFromCheckout] = useState(() => readCheckoutReturn(searchParams) !== null);
  // How the visitor's own payment went is theirs alone: the server's page (one for every visitor)
  // leaves it out, and the browser adds it once the page is its own.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-6">
      {backFromCheckout && hydrated ? (
        <Suspense fallback={null}>
          <CheckoutReturn />
        </Suspense>
      ) : null}
      <SocialDetailPage />
    </div>
  );
}
