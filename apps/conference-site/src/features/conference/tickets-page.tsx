import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetConferenceTicketSaleQuery, useStartConferenceCheckoutMutation } from '@socials/api-client';
import { buildLoginPath, useCurrentUser, VerifiedEmailGate } from '@socials/auth';
import { formatCurrency, passSaleLabel, passSaleState, type Conference } from '@socials/domain';
import { Button, Card, EmptyState, LoadError, PageLoader, Select, TextInput, toast, toastError } from '@socials/ui';
import { BRAND_BUTTON } from './brand';

const QUANTITIES = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/**
 * The passes with what is left, and buying several tickets of one through the payment provider. A
 * conference that asks for a verified e-mail has buyers verify it before the passes can be bought.
 */
export function TicketsPage({ conference }: { conference: Conference }) {
  const { isSignedIn } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const sale = useGetConferenceTicketSaleQuery(conference.slug);
  const now = Date.now();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Tickets</h1>
      {searchParams.get('payment') === 'cancelled' ? <p role="status">The checkout was cancelled: nothing was charged.</p> : null}
      {sale.isLoading ? (
        <PageLoader label="Loading the passes…" />
      ) : !sale.data ? (
        <LoadError error={sale.error} onRetry={sale.refetch} />
      ) : sale.data.passes.length === 0 ? (
        <EmptyState title="Tickets are not on sale yet" description="Passes will be listed here." />
      ) : (
        <VerifiedEmailGate gate={{ conferenceSlug: conference.slug }} requirement={conference.requiredVerifiedEmail} action="buy tickets">
          <ul className="grid gap-4 sm:grid-cols-2">
            {sale.data.passes.map((pass) => {
              const state = passSaleState(pass, now);
              return (
                <li key={pass.id}>
                  <Card as="article" className="flex h-full flex-col gap-3">
                    <h2 className="text-xl font-semibold">{pass.name}</h2>
                    {pass.description ? <p className="text-sm">{pass.description}</p> : null}
                    <p className="text-2xl font-bold">{pass.priceCents === 0 ? 'Free' : formatCurrency(pass.priceCents)}</p>
                    <p className="text-sm text-fg-muted">{state === 'ON_SALE' ? `${pass.remaining} left` : passSaleLabel(state)}</p>
                    {state !== 'ON_SALE' ? null : isSignedIn ? (
                      <BuyForm conferenceSlug={conference.slug} passId={pass.id} passName={pass.name} maxQuantity={Math.min(10, pass.remaining)} />
                    ) : (
                      <Link to={buildLoginPath('/tickets')} className={BRAND_BUTTON}>
                        Sign in to buy {pass.name}
                      </Link>
                    )}
                  </Card>
                </li>
              );
            })}
          </ul>
        </VerifiedEmailGate>
      )}
    </div>
  );
}

function BuyForm({ conferenceSlug, passId, passName, maxQuantity }: { conferenceSlug: string; passId: string; passName: string; maxQuantity: number }) {
  const [startCheckout, { isLoading }] = useStartConferenceCheckoutMutation();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState('1');
  const [promoCode, setPromoCode] = useState('');
  const [promoError, setPromoError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPromoError(undefined);
    try {
      const { url, order } = await startCheckout({
        conference: conferenceSlug,
        passId,
        quantity: Number(quantity),
        ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
      }).unwrap();
      if (order.status === 'OPEN') {
        window.location.assign(url);
        return;
      }
      toast.success(`${order.quantity} ${passName} ticket${order.quantity === 1 ? '' : 's'} confirmed`);
      void navigate('/my-tickets');
    } catch (error) {
      const field = (error as { data?: { fieldErrors?: { field: string; message: string }[] } }).data?.fieldErrors?.find((f) => f.field === 'body.promoCode');
      if (field) setPromoError(field.message);
      else toastError(error);
    }
  };

  return (
    <form onSubmit={submit} className="mt-auto flex flex-col gap-3" aria-label={`Buy ${passName}`}>
      <Select
        label={`${passName}: tickets`}
        options={QUANTITIES.slice(0, Math.max(1, maxQuantity))}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <TextInput
        label={`${passName}: promo code (optional)`}
        value={promoCode}
        error={promoError}
        autoCapitalize="characters"
        onChange={(event) => setPromoCode(event.target.value)}
      />
      <Button type="submit" loading={isLoading}>
        Buy {passName}
      </Button>
    </form>
  );
}
