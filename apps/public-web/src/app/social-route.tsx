import { SocialDetailPage } from '../features/social-detail/social-detail-page';
import { CheckoutReturn } from '../features/rsvp/checkout-return/checkout-return';

/** /socials/:slug — the event page, which is also where the payment provider sends the attendee back. */
export function SocialRoute() {
  return (
    <div className="flex flex-col gap-6">
      <CheckoutReturn />
      <SocialDetailPage />
    </div>
  );
}
