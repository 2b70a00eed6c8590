import { useParams } from 'react-router-dom';
import { useGetCircleMembersQuery, useGetCircleQuery } from '@socials/api-client';
import { getDisplayName, membershipDay, memberPaymentStatus, membershipPlanLabel, type Circle, type CircleMember } from '@socials/domain';
import { Badge, EmptyState, LoadError, PageLoader, PagerButtons, useDocumentTitle, usePageKeys } from '@socials/ui';

const MEMBERS_PER_PAGE = 50;
const CELL = 'px-3 py-2 text-left';

/** /circles/:id/members — "Members": who belongs to a circle the host runs and, in a paid circle, who pays for what and until when. */
export function CircleMembersPage() {
  const { id = '' } = useParams();
  const circle = useGetCircleQuery(id, { skip: !id });
  useDocumentTitle(circle.data ? `Members of ${circle.data.name}` : 'Members');

  if (circle.isLoading) return <PageLoader label="Loading the circle…" />;
  if (!circle.data || !circle.data.canManage) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Members</h1>
        {circle.data ? (
          <p role="alert">Only the hosts of this circle can see what its members pay.</p>
        ) : (
          <LoadError error={circle.error} onRetry={circle.refetch} />
        )}
      </div>
    );
  }
  return <MemberTable key={circle.data.id} circle={circle.data} />;
}

function MemberTable({ circle }: { circle: Circle }) {
  const pages = usePageKeys();
  const { data, error, isLoading, refetch } = useGetCircleMembersQuery({
    circleId: circle.id,
    limit: MEMBERS_PER_PAGE,
    ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}),
  });
  let content;
  if (isLoading) content = <PageLoader label="Loading members…" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.data.length === 0) content = <EmptyState title="No members yet" description="People who join the circle show up here." headingLevel={2} />;
  else
    content = (
      <>
        <div className="overflow-x-auto rounded-lg border border-border bg-surface">
          <table className="w-full text-sm">
            <caption className="sr-only">Members of {circle.name} and their paid memberships</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Member
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Plan
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Status
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  Paid until
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((member) => (
                <MemberRow key={member.user.id} member={member} />
              ))}
            </tbody>
          </table>
        </div>
        <PagerButtons pages={pages} lastEvaluatedKey={data.meta.lastEvaluatedKey} noun="members" />
      </>
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words">Members of {circle.name}</h1>
        {circle.membershipPrice ? (
          <p className="text-sm text-fg-muted">Who pays for which plan, how their membership stands and until when it is paid.</p>
        ) : null}
      </div>
      {content}
    </div>
  );
}

function MemberRow({ member }: { member: CircleMember }) {
  const paid = member.subscription;
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${CELL} font-medium`}>
        <span className="flex items-center gap-2">
          {getDisplayName(member.user) || 'A member'}
          {member.role !== 'member' ? <Badge>{member.role === 'owner' ? 'Owner' : 'Host'}</Badge> : null}
        </span>
      </th>
      <td className={CELL}>{paid ? membershipPlanLabel(paid) : 'Does not pay'}</td>
      <td className={CELL}>{paid ? <Badge tone={paid.status === 'PAST_DUE' ? 'warning' : 'neutral'}>{memberPaymentStatus(paid)}</Badge> : '—'}</td>
      <td className={CELL}>{paid?.currentPeriodEnd ? membershipDay(paid.currentPeriodEnd) : '—'}</td>
    </tr>
  );
}
