import { contentFieldsOf } from '@socials/domain';
import { ContentListPage } from './content-parts';
import { CONTACT_PATH, OfferGrid } from './offer-card';

/** /event-partnerships — the sales page for brands that partner with our socials. */
export function EventPartnershipsPage() {
  return (
    <ContentListPage
      kind="PARTNERSHIP"
      title="Event partnerships"
      intro={
        <p className="max-w-prose text-fg-muted">
          Put your brand in the room with founders, operators and investors. Choose a package, or ask us for one of your own.
        </p>
      }
      loadingLabel="Loading packages…"
      empty={{ title: 'No packages published', description: 'Write to us and we will suggest a partnership for your brand.' }}
      noun="packages"
      limit={50}
    >
      {(entries) => (
        <OfferGrid
          entries={entries}
          offerOf={(entry) => {
            const fields = contentFieldsOf('PARTNERSHIP', entry);
            return {
              title: entry.title,
              summary: entry.summary,
              html: entry.html,
              priceCents: fields.priceCents,
              period: 'EVENT',
              points: fields.benefits,
              pointsLabel: `What ${entry.title} includes`,
              cta: { label: 'Ask about this package', to: `${CONTACT_PATH}?type=EVENT_PARTNERSHIPS` },
            };
          }}
        />
      )}
    </ContentListPage>
  );
}
