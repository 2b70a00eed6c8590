// The paid surge: N buyers open checkouts for one paid tier of C seats at once and pay through the
// built-in test provider's checkout page (its webhook goes through the same handler as Stripe's).
import type http from 'node:http';
import type { BenchApi, BenchUser } from './api';
import type { Checks } from './cli';
import { mapWithConcurrency, requestJson, type TimedResponse } from './http';
import { countApprovedRsvps, createSocial, readConfirmedPax, type BenchSocial } from './socials';
import { summarizeLatency, type LatencySummary } from './stats';

const TICKET_CENTS = 2500;
/** One buyer in ABANDON_EVERY leaves the checkout page without paying or cancelling. */
const ABANDON_EVERY = 10;

export interface PaidSurgeResult {
  buyers: number;
  seats: number;
  /** Paid in the first rush, and after the abandoned holds lapsed and refused buyers tried again. */
  paidFirst: number;
  paidOnRetry: number;
  /** Holders who left their checkout; the sweep of lapsed holds gave their seats back. */
  abandoned: number;
  /** Refused in the first rush (409 full or sold out): no buyer is put on a waitlist by a checkout. */
  refused: number;
  waitlisted: number;
  /** The first rush: every buyer's checkout (and payment when they pay), first request to last answer. */
  wallMs: number;
  checkoutsPerMinute: number;
  checkoutLatencyMs: LatencySummary;
  payLatencyMs: LatencySummary;
}

type CheckoutOutcome =
  | { kind: 'held'; paymentId: string; checkoutUrl: string; expiresAt: number }
  | { kind: 'refused' }
  | { kind: 'waitlisted' }
  | { kind: 'unexpected'; response: TimedResponse };

/** A hold (201 with a checkout); refused as full or sold out (409); or, should the server ever do it, a waitlist place. */
function checkoutOutcomeOf(response: TimedResponse): CheckoutOutcome {
  const body = response.body as { paymentId?: string; checkoutUrl?: string; expiresAt?: number; status?: string; message?: string } | null;
  if (response.status === 201 && body?.paymentId && body.checkoutUrl && body.expiresAt) {
    return { kind: 'held', paymentId: body.paymentId, checkoutUrl: body.checkoutUrl, expiresAt: body.expiresAt };
  }
  if (response.status === 201 && body?.status === 'WAITLIST') return { kind: 'waitlisted' };
  if (response.status === 409 && (body?.message === 'This event is full' || body?.message === 'This ticket tier is sold out')) return { kind: 'refused' };
  return { kind: 'unexpected', response };
}

/** The provider's page sent the buyer back to the site as paid. */
const wasPaid = (response: TimedResponse) => response.status === 303 && (response.location ?? '').includes('payment=success');
const paidCount = (results: readonly BuyerResult[]) => results.filter((r) => r.pay && wasPaid(r.pay)).length;

interface BuyerResult {
  checkout: TimedResponse;
  outcome: CheckoutOutcome;
  pay?: TimedResponse;
}

export class PaidSurge {
  constructor(
    private readonly api: BenchApi,
    private readonly agent: http.Agent,
    private readonly host: BenchUser,
    private readonly sockets: number,
    private readonly checks: Checks,
  ) {}

  /** The web app's call for a paid tier: saves the RSVP draft, holds a seat and opens the provider's checkout. */
  private openCheckout(social: BenchSocial, buyer: BenchUser): Promise<TimedResponse> {
    return requestJson(this.agent, `${this.api.url}/api/payments/socials/${social.id}/payment-sessions`, {
      method: 'POST',
      token: buyer.token,
      body: { ticketTierId: social.tierId, returnPath: `/socials/${social.slug}` },
    });
  }

  /** The buyer presses Pay on the test provider's checkout page (a form post; 303 back to the site on success). */
  private async pay(held: Extract<CheckoutOutcome, { kind: 'held' }>): Promise<TimedResponse> {
    const response = await requestJson(this.agent, `${this.api.url}${new URL(held.checkoutUrl).pathname}`, { method: 'POST', form: { outcome: 'pay' } });
    this.checks.expect(
      wasPaid(response),
      `${this.api.kind}: paying checkout ${held.paymentId} answered ${response.status} → ${response.location ?? JSON.stringify(response.body)}`,
    );
    return response;
  }

  /** Every buyer opens a checkout, `sockets` at a time, and pays at once unless `abandons(i)`. */
  private rush(social: BenchSocial, buyers: readonly BenchUser[], abandons: (index: number) => boolean): Promise<BuyerResult[]> {
    return mapWithConcurrency(
      buyers.map((buyer, index) => ({ buyer, index })),
      this.sockets,
      async ({ buyer, index }): Promise<BuyerResult> => {
        const checkout = await this.openCheckout(social, buyer);
        const outcome = checkoutOutcomeOf(checkout);
        if (outcome.kind !== 'held' || abandons(index)) return { checkout, outcome };
        return { checkout, outcome, pay: await this.pay(outcome) };
      },
    );
  }

  private expectNoUnexpected(results: readonly BuyerResult[], round: string): void {
    const unexpected = results.flatMap((r) => (r.outcome.kind === 'unexpected' ? [r.outcome.response] : []));
    this.checks.expect(
      unexpected.length === 0,
      `${this.api.kind} ${round}: ${unexpected.length} checkouts were neither held nor refused as full, e.g. ${unexpected[0]?.status} ${JSON.stringify(unexpected[0]?.body)}`,
    );
  }

  /**
   * 1. Every buyer opens a checkout at once and pays at once, but one in ten leaves without a word.
   * 2. The server's sweep of lapsed holds runs as if their hold time had passed: it gives the
   *    abandoned seats back. 3. The refused buyers try again; the seats go to the first, who pay.
   * Then exactly C seats are paid for and taken, no hold is left, and the server's counts agree.
   */
  async run(buyers: readonly BenchUser[], seats: number): Promise<PaidSurgeResult> {
    const { api, agent, host, checks } = this;
    const social = await createSocial(api, agent, host, {
      title: 'Paid surge',
      seats,
      ticketTiers: [{ name: 'Surge ticket', type: 'PAID', ticketPrice: TICKET_CENTS, quantity: seats }],
    });

    const started = performance.now();
    const first = await this.rush(social, buyers, (index) => index % ABANDON_EVERY === ABANDON_EVERY - 1);
    const wallMs = performance.now() - started;
    this.expectNoUnexpected(first, 'first rush');

    const held = first.flatMap((r) => (r.outcome.kind === 'held' ? [r.outcome] : []));
    const paidFirst = paidCount(first);
    const abandoned = first.filter((r) => r.outcome.kind === 'held' && !r.pay).length;
    checks.expect(
      held.length === Math.min(seats, buyers.length),
      `${api.kind}: ${held.length} checkouts held a seat, expected ${Math.min(seats, buyers.length)}`,
    );

    const sales = await this.readTierSales(social);
    checks.expect(sales.held === abandoned, `${api.kind}: ${sales.held} checkouts still held after the first rush, expected the ${abandoned} abandoned`);

    // The abandoned checkouts' holds lapse: the server's sweep at that time gives their seats back.
    const lapsedAt = Math.max(...held.map((h) => h.expiresAt)) + 1000;
    const freedSocials = await api.releaseHoldsLapsedBy(lapsedAt);
    checks.expect(abandoned === 0 || freedSocials === 1, `${api.kind}: the sweep of lapsed holds freed seats of ${freedSocials} socials, expected 1`);

    const refusedFirst = buyers.filter((_, i) => first[i]!.outcome.kind === 'refused');
    const retry = await this.rush(social, refusedFirst, () => false);
    this.expectNoUnexpected(retry, 'retry');
    const paidOnRetry = paidCount(retry);
    checks.expect(
      paidOnRetry === Math.min(abandoned, refusedFirst.length),
      `${api.kind}: ${paidOnRetry} refused buyers got a seat on retry, expected the ${abandoned} given back`,
    );

    await this.checkServerAgrees(social, Math.min(seats, paidFirst + paidOnRetry));
    checks.expect(
      paidFirst + paidOnRetry === Math.min(seats, buyers.length),
      `${api.kind}: ${paidFirst + paidOnRetry} seats paid, expected ${Math.min(seats, buyers.length)}`,
    );

    const pays = [...first, ...retry].flatMap((r) => (r.pay ? [r.pay.ms] : []));
    return {
      buyers: buyers.length,
      seats,
      paidFirst,
      paidOnRetry,
      abandoned,
      refused: first.filter((r) => r.outcome.kind === 'refused').length,
      waitlisted: first.filter((r) => r.outcome.kind === 'waitlisted').length,
      wallMs: Math.round(wallMs),
      checkoutsPerMinute: Math.round((buyers.length / wallMs) * 60_000),
      checkoutLatencyMs: summarizeLatency(first.map((r) => r.checkout.ms)),
      payLatencyMs: summarizeLatency(pays),
    };
  }

  private async readTierSales(social: BenchSocial): Promise<{ orders: number; sold: number; held: number }> {
    const res = await requestJson(this.agent, `${this.api.url}/api/socials/${social.id}/ticket-sales`, { token: this.host.token });
    if (res.status !== 200) throw new Error(`GET /api/socials/${social.id}/ticket-sales answered ${res.status}: ${JSON.stringify(res.body)}`);
    const tier = (res.body as { tiers: { ticketTierId: string; orders: number; sold: number; held: number }[] }).tiers.find(
      (t) => t.ticketTierId === social.tierId,
    );
    if (!tier) throw new Error(`The ticket sales of ${social.id} miss its tier`);
    return tier;
  }

  /** confirmedPax, the approved RSVPs, the tier's paid orders and seats sold all equal `expected`, and no checkout still holds a seat. */
  private async checkServerAgrees(social: BenchSocial, expected: number): Promise<void> {
    const { api, agent, host, checks } = this;
    const [confirmedPax, approved, sales] = await Promise.all([
      readConfirmedPax(api, agent, host, social.id),
      countApprovedRsvps(api, agent, host, social.id),
      this.readTierSales(social),
    ]);
    checks.expect(confirmedPax === expected, `${api.kind}: confirmedPax ${confirmedPax}, expected ${expected}`);
    checks.expect(approved === expected, `${api.kind}: ${approved} approved RSVPs listed, expected ${expected}`);
    checks.expect(sales.orders === expected, `${api.kind}: ${sales.orders} paid orders, expected ${expected}`);
    checks.expect(sales.sold === expected, `${api.kind}: the tier counts ${sales.sold} seats sold, expected ${expected}`);
    checks.expect(sales.held === 0, `${api.kind}: ${sales.held} checkouts still hold a seat after the run`);
  }
}
