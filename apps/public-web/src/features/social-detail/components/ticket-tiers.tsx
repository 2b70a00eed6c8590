import { formatTierPrice, isTicketTierSoldOut, type TicketTier } from '@socials/domain';

/** The tickets and their prices, for everyone (signed in or not) before they RSVP; one ticket's price is the page's Price already. */
export function TicketTiers({ tiers }: { tiers: readonly TicketTier[] }) {
  if (tiers.length < 2) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-fg-muted">Tickets</h3>
      <ul className="flex flex-col gap-2" aria-label="Tickets">
        {tiers.map((tier) => (
          <li key={tier.id} className="flex items-baseline justify-between gap-3 rounded-lg border border-border p-3 text-sm">
            <span className="font-medium">{tier.name}</span>
            <span className="text-right">
              {formatTierPrice(tier)}
              {isTicketTierSoldOut(tier) ? <span className="block text-xs text-fg-muted">Sold out</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
