import { contentFieldsOf, type ContentEntry } from '@socials/domain';
import { ContentListPage } from './content-parts';
import { byPrice, CONTACT_PATH, OfferCard } from './offer-card';

const packagePrice = (entry: ContentEntry) => contentFieldsOf('PARTNERSHIP', entry).priceCents;

/** /event-partnerships — the sales page for brands that partner with our socials. */
export function EventPartnershipsPage() {
  return (
    <ContentListPage
      kind="PARTNERSHIP"
      title="Event partnerships"
      intro={<p className="max-w-prose text-fg-muted">Put your brand in the room with founders, operators and investors. Choose a package, or ask us for one of your own.</p>}
      loadingLabel="Loading packages…"
      empty={{ title: 'No packages published', description: 'Write to us and we will suggest a partnership for your brand.' }}
      noun="packages"
      limit={50}
    >
      {(entries) => (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {[...entries].sort(byPrice(packagePrice)).map((entry) => {
            const fields = contentFieldsOf('PARTNERSHIP', entry);
            return (
              <li key={entry.id}>
                <OfferCard
                  title={entry.title}
                  summary={entry.summary}
                  html={entry.html}
                  priceCents={fields.priceCents}
                  period="EVENT"
                  points={fields.benefits}
                  pointsLabel={`What ${entry.title} includes`}
                  cta={{ label: 'Ask about this package', to: `${CONTACT_PATH}?type=EVENT_PARTNERSHIPS` }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </ContentListPage>
  );
}
