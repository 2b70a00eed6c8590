import { contentFieldsOf } from '@socials/domain';
import { ContentListPage } from './content-parts';
import { CONTACT_PATH, OfferGrid } from './offer-card';

/** /enterprise-plans — what companies pay to run their events here. */
export function EnterprisePlansPage() {
  return (
    <ContentListPage
      kind="ENTERPRISE_PLAN"
      title="Enterprise plans"
      intro={<p className="max-w-prose text-fg-muted">For companies and communities that host often: more events, more hosts and our team beside you.</p>}
      loadingLabel="Loading plans…"
      empty={{ title: 'No plans published', description: 'Write to us and we will put a plan together for you.' }}
      noun="plans"
      limit={50}
    >
      {(entries) => (
        <OfferGrid
          entries={entries}
          offerOf={(entry) => {
            const fields = contentFieldsOf('ENTERPRISE_PLAN', entry);
            return {
              title: entry.title,
              summary: entry.summary,
              html: entry.html,
              priceCents: fields.priceCents,
              period: fields.billingPeriod,
              points: fields.features,
              highlighted: fields.highlighted,
              pointsLabel: `What ${entry.title} includes`,
              cta: { label: fields.ctaLabel, to: `${CONTACT_PATH}?type=SALES_ENTERPRISE` },
            };
          }}
        />
      )}
    </ContentListPage>
  );
}
