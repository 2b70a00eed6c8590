import { useEffect, useState, type FormEvent } from 'react';
import { isApiHttpError, useCheckPromoCodeMutation, useGetPaymentConfigQuery, useGetTotalChargeQuery, useStartCheckoutMutation } from '@socials/api-client';
import {
  describeApiError,
  formatCurrency,
  holdsCardUntilApproved,
  PromoCodeText,
  promoRejectionMessage,
  type NoShowPolicy,
  type QuestionAnswer,
  type SocialDetail,
  type TicketTier,
} from '@socials/domain';
import { Button, LoadError, PageLoader, TextInput, toastError } from '@socials/ui';
import { ChargeSummary } from '../../../shared/charge-summary';
import { socialPath } from '../../../shared/paths';
import { checkoutNavigation } from './go-to-checkout';

/** What becomes of the deposit, per the host's no-show policy (depositOutcome). */
const DEPOSIT_NOTES: Readonly<Record<NoShowPolicy, (deposit: string) => string>> = {
  REFUND_ON_ATTENDANCE: (deposit) => `The ${deposit} deposit comes back to you after the social if you attend; no-shows do not get it back.`,
  ALWAYS_REFUND: (deposit) => `The ${deposit} deposit comes back to you after the social, whether or not you attend.`,
  NEVER_REFUND: (deposit) => `The ${deposit} deposit is not refunded, even if you attend.`,
};

export interface CheckoutFields {
  answers: QuestionAnswer[];
  hideFromGuestList: boolean;
  inviteCode?: string;
}

export interface PaymentStepProps {
  social: Pick<SocialDetail, 'id' | 'slug' | 'noShowPolicy' | 'requiresApproval'>;
  tier: TicketTier;
  /** What the flow collected: the checkout sends it like a free RSVP does. */
  fields: CheckoutFields;
  /** The flow takes the attendee back to the step a refusal names (answers, invite code); false when none can fix it. */
  onRefused: (error: unknown) => boolean;
  onBack: (() => void) | null;
}

/** A refused promo code's message from a 400 (field body.code or body.promoCode), else null. */
function promoFieldMessage(error: unknown): string | null {
  if (!isApiHttpError(error) || error.status !== 400) return null;
  const field = error.data.fieldErrors?.find((fieldError) => fieldError.field === 'body.code' || fieldError.field === 'body.promoCode');
  return field?.message ?? null;
}

/**
 * The payment step: the order summary, a promo code, what happens to the deposit, and
 * "Pay" which saves the answers, holds a seat and sends the attendee to the provider's checkout.
 */
export function PaymentStep({ social, tier, fields, onRefused, onBack }: PaymentStepProps) {
  const config = useGetPaymentConfigQuery();
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const charge = useGetTotalChargeQuery({ socialId: social.id, ticketTierId: tier.id, ...(promoCode ? { promoCode } : {}) });
  const [checkPromoCode, promoCheck] = useCheckPromoCodeMutation();
  const [startCheckout, checkout] = useStartCheckoutMutation();
  const [codeInput, setCodeInput] = useState('');
  const [promoError, setPromoError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The page unloads for the checkout: the button stays busy until it does.
  const [leaving, setLeaving] = useState(false);

  // The code was good when applied but no longer is (it expired or was used up meanwhile): say so and drop it.
  const lateRejection = promoCode ? (charge.data?.promoRejection ?? null) : null;
  useEffect(() => {
    if (!lateRejection) return;
    setPromoError(promoRejectionMessage(lateRejection));
    setPromoCode(null);
  }, [lateRejection]);

  const applyPromoCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PromoCodeText.safeParse(codeInput);
    if (!parsed.success) {
      setPromoError(codeInput.trim() === '' ? 'Enter a promo code' : (parsed.error.issues[0]?.message ?? 'Check the promo code'));
      return;
    }
    setPromoError(null);
    try {
      const result = await checkPromoCode({ socialId: social.id, ticketTierId: tier.id, code: parsed.data }).unwrap();
      if (result.valid) {
        setPromoCode(parsed.data);
        setCodeInput('');
      } else setPromoError(promoRejectionMessage(result.reason ?? 'UNKNOWN_CODE'));
    } catch (error) {
      const message = promoFieldMessage(error);
      if (message) setPromoError(message);
      else toastError(error);
    }
  };

  const pay = async () => {
    setRefusal(null);
    try {
      const session = await startCheckout({
        socialId: social.id,
        ticketTierId: tier.id,
        ...(promoCode ? { promoCode } : {}),
        answers: fields.answers,
        ...(fields.hideFromGuestList ? { hideFromGuestList: true } : {}),
        ...(fields.inviteCode ? { inviteCode: fields.inviteCode } : {}),
        returnPath: socialPath(social.slug),
      }).unwrap();
      setLeaving(true);
      checkoutNavigation.goTo(session.checkoutUrl);
    } catch (error) {
      if (onRefused(error)) return;
      const promoMessage = promoFieldMessage(error);
      if (promoMessage) {
        setPromoError(promoMessage);
        setPromoCode(null);
      } else if (isApiHttpError(error) && error.status < 500) setRefusal(describeApiError(error));
      else toastError(error);
    }
  };

  if (config.isLoading || (charge.isLoading && !charge.data)) return <PageLoader label="Loading the price…" />;
  if (config.error || (charge.error && !charge.data)) {
    return (
      <LoadError
        error={config.error ?? charge.error}
        onRetry={() => {
          void config.refetch();
          void charge.refetch();
        }}
      />
    );
  }
  const amounts = charge.data;
  if (!amounts) return null;
  const paymentsOff = config.data?.provider === null;
  const holdsCard = holdsCardUntilApproved(social);
  const holdMinutes = config.data?.checkoutHoldMinutes;

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="order-summary-title" className="flex flex-col gap-2">
        <h3 id="order-summary-title" className="text-base font-semibold">
          Order summary
        </h3>
        <ChargeSummary amounts={amounts} tierName={tier.name} promoCode={promoCode} />
      </section>

      <form noValidate className="flex flex-col gap-2" aria-label="Promo code" onSubmit={(event) => void applyPromoCode(event)}>
        <div className="flex flex-wrap items-start gap-2">
          <TextInput
            className="min-w-48 flex-1"
            label="Promo code"
            autoComplete="off"
            autoCapitalize="characters"
            value={codeInput}
            onChange={(event) => setCodeInput(event.target.value)}
            error={promoError ?? undefined}
          />
          <Button type="submit" variant="secondary" loading={promoCheck.isLoading} className="mt-6">
            Apply
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p role="status">
            {promoCode ? (
              <>
                Promo code <strong>{promoCode}</strong> applied: {formatCurrency(amounts.discount)} off.
              </>
            ) : null}
          </p>
          {promoCode ? (
            <Button variant="ghost" size="sm" onClick={() => setPromoCode(null)}>
              Remove code
            </Button>
          ) : null}
        </div>
      </form>

      {amounts.deposit > 0 ? <p className="text-sm text-fg-muted">{DEPOSIT_NOTES[social.noShowPolicy](formatCurrency(amounts.deposit))}</p> : null}
      {refusal ? (
        <p role="alert" className="rounded-lg border border-danger-text p-3 text-sm text-danger-text">
          {refusal}
        </p>
      ) : null}
      {paymentsOff ? (
        <p role="status" className="text-sm">
          Payments are switched off on this site for now, so this ticket cannot be bought.
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          {holdsCard ? (
            <p className="text-sm">
              The hosts approve each guest: your card is held for {formatCurrency(amounts.total)}, not charged. You are charged only if they approve your RSVP;
              if they decline it, the hold is released.
            </p>
          ) : null}
          {holdMinutes ? <p className="text-sm text-fg-muted">Your spot is held for {holdMinutes} minutes while you pay.</p> : null}
          {/* Not while the total is being worked out again: the label would show the previous one. */}
          <Button className="self-start" loading={checkout.isLoading || leaving} disabled={charge.isFetching} onClick={() => void pay()}>
            {holdsCard ? `Hold ${formatCurrency(amounts.total)} and request to join` : `Pay ${formatCurrency(amounts.total)}`}
          </Button>
        </div>
      )}
      {onBack ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          Choose another ticket
        </Button>
      ) : null}
    </div>
  );
}
