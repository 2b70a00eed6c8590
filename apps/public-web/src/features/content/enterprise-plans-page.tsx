import { contentFieldsOf, type ContentEntry } from '@socials/domain';
import { ContentListPage } from './content-parts';
import { byPrice, CONTACT_PATH, OfferCard } from './offer-card';

const planPrice = (entry: ContentEntry) => contentFieldsOf('ENTERPRISE_PLAN', entry).priceCents;

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
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {[...entries].sort(byPrice(planPrice)).map((entry) => {
            const fields = contentFieldsOf('ENTERPRISE_PLAN', entry);
            return (
              <li key={entry.id}>
                <OfferCard
                  title={entry.title}
                  summary={entry.summary}
                  html={entry.html}
                  priceCents={fields.priceCents}
                  period={fields.billingPeriod}
                  points={fields.features}
                  pointsLabel={`What ${entry.title} includes`}
                  highlighted={fields.highlighted}
                  cta={{ label: fields.ctaLabel, to: `${CONTACT_PATH}?type=SALES_ENTERPRISE` }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </ContentListPage>
  );
}
