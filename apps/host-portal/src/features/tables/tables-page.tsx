import { useParams } from 'react-router-dom';
import { errorCodeOf, useGetSocialQuery, useGetTablePlanQuery } from '@socials/api-client';
import { displaySocialTitle, type SocialDetail } from '@socials/domain';
import { EmptyState, LoadError, PageLoader, useDocumentTitle } from '@socials/ui';
import { SocialPageLinks } from '../../shared/social-page-links';
import { AddTableForm } from './components/add-table-form';
import { BadgePanel } from './components/badge-panel';
import { SeatingPlan } from './components/seating-plan';

/** /socials/:id/tables — the table plan and the printed badges of one social, for its hosts. */
export function TablesPage() {
  const { id = '' } = useParams();
  const social = useGetSocialQuery(id, { skip: !id });
  useDocumentTitle(social.data ? `Tables of ${social.data.title}` : 'Tables');

  if (social.isLoading) return <PageLoader label="Loading the social…" />;
  if (!social.data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Tables</h1>
        <LoadError error={social.error} onRetry={social.refetch} />
      </div>
    );
  }
  return <SocialTables key={social.data.id} social={social.data} />;
}

function SocialTables({ social }: { social: SocialDetail }) {
  const plan = useGetTablePlanQuery(social.id);

  let content;
  if (plan.isLoading) content = <PageLoader label="Loading the tables…" />;
  else if (errorCodeOf(plan.error) === 'TABLE_GROUPING_REQUIRED')
    content = (
      <EmptyState
        title="Table plans are not turned on for you: ask staff"
        description="Staff turn on table grouping for a host. Once it is on, you can group your guests into tables here and print their badges and table tents."
      />
    );
  else if (!plan.data) content = <LoadError error={plan.error} onRetry={plan.refetch} />;
  else
    content = (
      <>
        <AddTableForm socialId={social.id} />
        <SeatingPlan socialId={social.id} plan={plan.data} />
        <BadgePanel socialId={social.id} />
      </>
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Tables of {displaySocialTitle(social)}</h1>
        <SocialPageLinks socialId={social.id} current="tables" />
      </div>
      {content}
    </div>
  );
}
