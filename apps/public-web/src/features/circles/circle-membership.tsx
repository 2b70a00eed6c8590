import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRemoveCircleMemberMutation, useStartCircleMembershipMutation, useUpdateMyCircleSubscriptionMutation } from '@socials/api-client';
import { getReferralCode } from '@socials/auth';
import { formatCurrency, membershipStatusLabel, type Circle, type CircleSubscription, type MembershipInterval, type MembershipPrice } from '@socials/domain';
import { Badge, Button, toast, toastError, useConfirm } from '@socials/ui';

const PER: Readonly<Record<MembershipInterval, string>> = { MONTHLY: 'month', YEARLY: 'year' };

/** "$15 / month · $150 / year": what membership costs, for the circle's header. */
export function membershipPriceText(price: MembershipPrice): string {
  const parts: string[] = [];
  if (price.monthlyCents !== null) parts.push(`${formatCurrency(price.monthlyCents)} / month`);
  if (price.yearlyCents !== null) parts.push(`${formatCurrency(price.yearlyCents)} / year`);
  return parts.join(' · ');
}

/** Joining a paid circle: a button per price; the browser goes on to the payment provider's checkout. */
export function PaidJoinButtons({ circle, price }: { circle: Circle; price: MembershipPrice }) {
  const [start, starting] = useStartCircleMembershipMutation();
  const pay = async (interval: MembershipInterval) => {
    try {
      const ref = getReferralCode();
      const checkout = await start({ circleId: circle.id, body: { interval, ...(ref ? { ref } : {}) } }).unwrap();
      window.location.assign(checkout.checkoutUrl);
    } catch (error) {
      toastError(error);
    }
  };
  const choices = (['MONTHLY', 'YEARLY'] as const).flatMap((interval) => {
    const cents = interval === 'MONTHLY' ? price.monthlyCents : price.yearlyCents;
    return cents === null ? [] : [{ interval, cents }];
  });
  return (
    <div role="group" aria-label={`Membership of ${circle.name}`} className="flex flex-wrap gap-2">
      {choices.map(({ interval, cents }, index) => (
        <Button
          key={interval}
          variant={index === 0 ? 'primary' : 'secondary'}
          onClick={() => pay(interval)}
          loading={starting.isLoading && starting.originalArgs?.body.interval === interval}
          disabled={starting.isLoading}
        >
          Join for {formatCurrency(cents)} / {PER[interval]}
        </Button>
      ))}
    </div>
  );
}

const longDay = (at: number) => new Date(at).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Until when a paid membership lets its member in: the paid period, or after a failed renewal the grace period. */
function accessEndsText(subscription: CircleSubscription): string {
  const until = subscription.status === 'PAST_DUE' ? subscription.graceEndsAt : subscription.currentPeriodEnd;
  return until === null ? 'the end of the period' : longDay(until);
}

/** The member's own paid membership: how it stands, and cancelling it at the period's end (after a confirmation) or keeping it. */
export function MyPaidMembership({ circle, subscription }: { circle: Circle; subscription: CircleSubscription }) {
  const [update, updating] = useUpdateMyCircleSubscriptionMutation();
  const confirm = useConfirm();
  const ends = subscription.currentPeriodEnd === null ? 'the end of the period' : longDay(subscription.currentPeriodEnd);

  const change = async (cancelAtPeriodEnd: boolean) => {
    try {
      await update({ circleId: circle.id, body: { cancelAtPeriodEnd } }).unwrap();
      toast.success(cancelAtPeriodEnd ? `Membership cancelled: yours until ${ends}` : 'Your membership keeps renewing');
    } catch (error) {
      toastError(error);
    }
  };
  const onCancel = () =>
    confirm({
      title: 'Cancel your membership?',
      body: `You stay a member of ${circle.name} until ${ends} and nothing more is charged.`,
      keepLabel: 'Keep membership',
      confirmLabel: 'Cancel membership',
      onConfirm: () => void change(true),
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={subscription.status === 'PAST_DUE' ? 'warning' : 'neutral'}>{membershipStatusLabel(subscription)}</Badge>
      {subscription.status === 'ACTIVE' && !subscription.cancelAtPeriodEnd ? (
        <Button variant="secondary" onClick={onCancel} loading={updating.isLoading}>
          Cancel membership
        </Button>
      ) : null}
      {subscription.status === 'ACTIVE' && subscription.cancelAtPeriodEnd ? (
        <Button variant="secondary" onClick={() => void change(false)} loading={updating.isLoading}>
          Keep membership
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Leaving a circle one pays for: the confirmation says until when access lasts; the renewal stops
 * (at the payment provider too) and the member stays until then, and may keep the membership before.
 */
export function LeavePaidCircleButton({ circle, subscription }: { circle: Circle; subscription: CircleSubscription }) {
  const [leave, leaving] = useRemoveCircleMemberMutation();
  const confirm = useConfirm();
  const until = accessEndsText(subscription);
  const onConfirm = async () => {
    try {
      await leave({ circleId: circle.id }).unwrap();
      toast.success(`You leave ${circle.name} on ${until}`);
    } catch (error) {
      toastError(error);
    }
  };
  const onLeave = () =>
    confirm({
      title: `Leave ${circle.name}?`,
      body: `Your membership is paid until ${until}: you stay a member until then and nothing more is charged.`,
      keepLabel: 'Stay',
      confirmLabel: 'Leave circle',
      onConfirm: () => void onConfirm(),
    });
  return (
    <Button variant="secondary" onClick={onLeave} loading={leaving.isLoading}>
      Leave circle
    </Button>
  );
}

/** Back from the provider's checkout (?membership=success|cancelled): says how it went, once, and tidies the address. */
export function useMembershipReturn(circle: Circle | undefined): void {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('membership');
  useEffect(() => {
    if (!circle || !outcome) return;
    if (outcome === 'success')
      toast.success(circle.myMembership?.status === 'ACTIVE' ? `Welcome to ${circle.name}` : 'Payment received: your membership starts in a moment');
    else if (outcome === 'cancelled') toast('Checkout cancelled: nothing was charged');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('membership');
        return next;
      },
      { replace: true },
    );
  }, [circle, outcome, setParams]);
}
