import { Link } from 'react-router-dom';
import { type ContentEntry, formatCurrency } from '@socials/domain';
import { BUTTON_LINK, Card, SECONDARY_BUTTON_LINK } from '@socials/ui';
import { RichText } from './content-parts';

/** Where asking about a plan or a package leads. */
export const CONTACT_PATH = '/contact';

const PERIOD = { MONTH: 'a month', YEAR: 'a year', EVENT: 'per event' } as const;

export interface OfferCardProps {
  title: string;
  summary: string | null;
  html: string;
  /** null: agreed with sales. */
  priceCents: number | null;
  period?: keyof typeof PERIOD;
  points: readonly string[];
  pointsLabel: string;
  highlighted?: boolean;
  cta: { label: string; to: string };
}

/** A plan or a partnership package: its price, what it includes and a way to ask for it. */
export function OfferCard({ title, summary, html, priceCents, period, points, pointsLabel, highlighted = false, cta }: OfferCardProps) {
  return (
    <Card as="article" className={`flex h-full flex-col gap-4 ${highlighted ? 'ring-2 ring-primary' : ''}`}>
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{title}</h2>
        {highlighted ? <p className="text-sm font-medium text-fg-muted">Most chosen</p> : null}
        <p className="text-2xl font-bold">
          {priceCents === null ? 'Custom pricing' : formatCurrency(priceCents)}
          {priceCents !== null && period ? <span className="text-base font-normal text-fg-muted"> {PERIOD[period]}</span> : null}
        </p>
        {summary ? <p className="text-fg-muted">{summary}</p> : null}
      </header>
      <ul aria-label={pointsLabel} className="flex flex-col gap-2">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <span aria-hidden="true">✓</span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <RichText html={html} className="text-sm" />
      <Link to={cta.to} className={`mt-auto self-start ${highlighted ? BUTTON_LINK : SECONDARY_BUTTON_LINK}`}>
        {cta.label}
        <span className="sr-only">: {title}</span>
      </Link>
    </Card>
  );
}

/** The offers of a page as cards, cheapest first and a price agreed with sales last. */
export function OfferGrid({ entries, offerOf }: { entries: readonly ContentEntry[]; offerOf: (entry: ContentEntry) => OfferCardProps }) {
  const offers = entries.map((entry) => ({ id: entry.id, offer: offerOf(entry) }));
  const price = (offer: OfferCardProps) => offer.priceCents ?? Number.MAX_SAFE_INTEGER;
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {offers
        .sort((a, b) => price(a.offer) - price(b.offer))
        .map(({ id, offer }) => (
          <li key={id}>
            <OfferCard {...offer} />
          </li>
        ))}
    </ul>
  );
}
