import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  useAddCircleMemberMutation,
  useDecideCircleRequestsMutation,
  useGetCircleBySlugQuery,
  useGetCircleCalendarLinkQuery,
  useGetCircleMembersQuery,
  useGetMyCircleSubscriptionQuery,
  useGetVisibleSocialsQuery,
  useRemoveCircleMemberMutation,
} from '@socials/api-client';
import { buildLoginPath, getReferralCode, useCurrentUser } from '@socials/auth';
import {
  formatZonedTimestamp,
  getDisplayName,
  joinOutcome,
  memberPaymentLabel,
  subscriptionGivesAccess,
  type Circle,
  type CircleMember,
} from '@socials/domain';
import {
  Badge,
  Button,
  BUTTON_LINK,
  Card,
  EmptyState,
  FOCUS_RING,
  LoadError,
  PageLoader,
  PagerButtons,
  SECONDARY_BUTTON_LINK,
  TEXT_LINK,
  toast,
  toastError,
  usePageKeys,
  useDocumentTitle,
} from '@socials/ui';
import { useAbsoluteUrl } from '../../shared/absolute-url';
import { ChatLink } from '../../shared/chat-link';
import { circleEditPath, circlePath, HOST_PORTAL_URL, paths, socialPath, userProfilePath } from '../../shared/paths';
import { LeavePaidCircleButton, membershipPriceText, MyPaidMembership, PaidJoinButtons, useMembershipReturn } from './circle-membership';
import { CirclePosts } from './circle-posts';
import { joinActionLabel, JOIN_POLICY_LABELS, membershipLabel, VISIBILITY_LABELS } from './circle-text';
import { CircleJoinGate } from './circle-join-gate';

/** Members shown per page of the circle's member list (the server render loads the first page). */
export const CIRCLE_MEMBERS_PER_PAGE = 20;

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** /circles/:slug — a circle: what it is, joining or leaving, its upcoming socials and its members. */
export function CirclePage() {
  const { slug = '' } = useParams();
  const { data: circle, error, isLoading, refetch } = useGetCircleBySlugQuery(slug);
  useDocumentTitle(circle?.name ?? 'Circle');
  useMembershipReturn(circle);

  if (isLoading) return <PageLoader label="Loading the circle…" />;
  if (!circle) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">{isNotFound(error) || !error ? 'Circle not found' : 'Circle'}</h1>
        {isNotFound(error) || !error ? (
          <EmptyState
            title="There is no circle at this address"
            description="The link may be old, or the circle is private."
            action={
              <Link to={paths.circles} className={BUTTON_LINK}>
                See all circles
              </Link>
            }
          />
        ) : (
          <LoadError error={error} onRetry={refetch} />
        )}
      </div>
    );
  }

  const isMember = circle.myMembership?.status === 'ACTIVE';
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        {circle.coverUrl ? <img src={circle.coverUrl} alt="" className="aspect-[3/1] w-full rounded-lg object-cover" /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-2">
            <h1 className="text-3xl font-bold tracking-tight">{circle.name}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
              <Badge>{VISIBILITY_LABELS[circle.visibility]}</Badge>
              <span>{JOIN_POLICY_LABELS[circle.joinPolicy]}</span>
              {circle.membershipPrice ? <span>· Membership {membershipPriceText(circle.membershipPrice)}</span> : null}
              <span>
                · {circle.memberCount} {circle.memberCount === 1 ? 'member' : 'members'}
              </span>
              <span>
                · Started by{' '}
                <Link to={userProfilePath(circle.owner.slug)} className={TEXT_LINK}>
                  {getDisplayName(circle.owner) || 'its owner'}
                </Link>
              </span>
            </p>
          </div>
          <CircleJoinGate circle={circle}>
            <MembershipActions circle={circle} />
          </CircleJoinGate>
        </div>
        {circle.description ? <p className="whitespace-pre-line">{circle.description}</p> : null}
        {isMember && circle.myMembership?.referralCode ? <ShareLink circle={circle} code={circle.myMembership.referralCode} /> : null}
      </header>
      <UpcomingSocials circle={circle} />
      <CirclePosts circle={circle} />
      <Members circle={circle} />
      {circle.canManage ? <Requests circle={circle} /> : null}
    </div>
  );
}

/** Join, ask, accept, leave; the hosts' edit link. */
function MembershipActions({ circle }: { circle: Circle }) {
  const { user } = useCurrentUser();
  const [join, joining] = useAddCircleMemberMutation();
  const [leave, leaving] = useRemoveCircleMemberMutation();
  const action = joinActionLabel(circle.joinPolicy, circle.myMembership);
  const mine = membershipLabel(circle.myMembership);
  // In a paid circle, whoever could join at once pays instead; hosts still let people in from requests.
  const price = circle.membershipPrice;
  const paysToJoin = price !== null && joinOutcome(circle.joinPolicy, circle.myMembership?.status ?? null) === 'ACTIVE';
  const { data: paid, isLoading: paidLoading } = useGetMyCircleSubscriptionQuery(circle.id, {
    skip: !user || circle.myMembership?.status !== 'ACTIVE' || circle.myMembership.role !== 'member',
  });
  const subscription = paid?.subscription && subscriptionGivesAccess(paid.subscription.status) ? paid.subscription : null;
  const isPaidMember = subscription !== null;

  const onJoin = async () => {
    try {
      const ref = getReferralCode();
      const member = await join({ circleId: circle.id, body: ref ? { ref } : {} }).unwrap();
      toast.success(member.status === 'PENDING' ? 'Request sent: a host will answer it' : `Welcome to ${circle.name}`);
    } catch (error) {
      toastError(error);
    }
  };
  const onLeave = async () => {
    try {
      await leave({ circleId: circle.id }).unwrap();
      toast.success(circle.myMembership?.status === 'PENDING' ? 'Request withdrawn' : `You left ${circle.name}`);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {mine ? <Badge tone="success">{mine}</Badge> : null}
      {/* The circle's chat is its active members' (hosts and owner included). */}
      {user && circle.myMembership?.status === 'ACTIVE' ? <ChatLink type="circle" id={circle.id} label="Circle chat" /> : null}
      {circle.canManage ? (
        <Link to={circleEditPath(circle.slug)} className={SECONDARY_BUTTON_LINK}>
          Edit circle
        </Link>
      ) : null}
      {!user && action ? (
        <Link to={buildLoginPath(circlePath(circle.slug))} className={BUTTON_LINK}>
          Sign in to join
        </Link>
      ) : null}
      {user && action && paysToJoin && price ? <PaidJoinButtons circle={circle} price={price} /> : null}
      {user && action && !paysToJoin ? (
        <Button onClick={onJoin} loading={joining.isLoading}>
          {action}
        </Button>
      ) : null}
      {user && subscription ? <MyPaidMembership circle={circle} subscription={subscription} /> : null}
      {user && subscription && !subscription.cancelAtPeriodEnd ? <LeavePaidCircleButton circle={circle} subscription={subscription} /> : null}
      {/* Until it is known whether the member pays, no Leave: a paying member's asks for a confirmation. */}
      {user && circle.myMembership && circle.myMembership.role !== 'owner' && !isPaidMember && !paidLoading ? (
        <Button variant="secondary" onClick={onLeave} loading={leaving.isLoading}>
          {circle.myMembership.status === 'PENDING' ? 'Withdraw request' : circle.myMembership.status === 'INVITED' ? 'Decline invitation' : 'Leave circle'}
        </Button>
      ) : null}
    </div>
  );
}

/** The member's share link: whoever joins through it is credited to them. */
function ShareLink({ circle, code }: { circle: Circle; code: string }) {
  const url = useAbsoluteUrl()(`${circlePath(circle.slug)}?ref=${encodeURIComponent(code)}`);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it');
    }
  };
  return (
    <Card className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        Invite friends with your link:{' '}
        <output className="break-all font-mono" aria-label="Your invite link">
          {url}
        </output>
      </p>
      <Button variant="secondary" size="sm" onClick={copy}>
        Copy link
      </Button>
    </Card>
  );
}

function UpcomingSocials({ circle }: { circle: Circle }) {
  const { data, error, isLoading, refetch } = useGetVisibleSocialsQuery(circle.id);
  let content;
  if (isLoading) content = <PageLoader label="Loading socials…" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.data.length === 0) content = <EmptyState title="No upcoming socials" description="Socials of this circle show up here." headingLevel={3} />;
  else
    content = (
      <ul className="flex flex-col gap-3">
        {data.data.map((social) => (
          <li key={social.id}>
            <Card className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <Link to={socialPath(social.slug)} className={`font-medium hover:underline ${FOCUS_RING}`}>
                {social.title}
              </Link>
              <span className="flex items-center gap-2 text-sm text-fg-muted">
                {social.communityOnly ? <Badge>Members only</Badge> : null}
                <time dateTime={new Date(social.eventTimestamp).toISOString()}>{formatZonedTimestamp(social.eventTimestamp, social.timezone)}</time>
              </span>
            </Card>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="circle-socials-title" className="flex flex-col gap-4">
      <h2 id="circle-socials-title" className="text-2xl font-semibold">
        Upcoming socials
      </h2>
      {content}
      <CalendarFeed circle={circle} />
    </section>
  );
}

/**
 * "Subscribe to the calendar": the circle's feed for calendar apps (webcal:, or the https address
 * to paste). A member's address carries their own token and lists members-only socials too.
 */
function CalendarFeed({ circle }: { circle: Circle }) {
  const { data } = useGetCircleCalendarLinkQuery(circle.id);
  const absolute = useAbsoluteUrl();
  // Without a member's token a private circle's feed is closed to calendar apps.
  if (!data || (!data.personal && circle.visibility === 'PRIVATE')) return null;
  const url = absolute(data.path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar address copied');
    } catch {
      toast.error('Could not copy: select the address and copy it');
    }
  };
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="font-semibold">Subscribe to the calendar</h3>
      <p className="text-sm text-fg-muted">
        {data.personal
          ? "Your calendar app keeps this circle's socials up to date, members-only ones included. The address is yours alone: do not share it."
          : "Your calendar app keeps this circle's public socials up to date."}
      </p>
      <output className="break-all font-mono text-sm" aria-label="Calendar address">
        {url}
      </output>
      <div className="flex flex-wrap gap-2">
        <a href={url.replace(/^https?:/, 'webcal:')} className={BUTTON_LINK}>
          Subscribe in your calendar app
        </a>
        <Button variant="secondary" onClick={copy}>
          Copy calendar address
        </Button>
      </div>
    </Card>
  );
}

function MemberRow({ member, children }: { member: CircleMember; children?: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className="flex items-center gap-2">
        <Link to={userProfilePath(member.user.slug)} className={TEXT_LINK}>
          {getDisplayName(member.user) || 'A member'}
        </Link>
        {member.role !== 'member' ? <Badge>{member.role === 'owner' ? 'Owner' : 'Host'}</Badge> : null}
        {member.subscription ? <span className="text-sm text-fg-muted">{memberPaymentLabel(member.subscription)}</span> : null}
      </span>
      {children}
    </li>
  );
}

function Members({ circle }: { circle: Circle }) {
  const pages = usePageKeys();
  const { data, error, isLoading, refetch } = useGetCircleMembersQuery({
    circleId: circle.id,
    limit: CIRCLE_MEMBERS_PER_PAGE,
    ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}),
  });
  let content;
  if (isLoading) content = <PageLoader label="Loading members…" />;
  else if (error && typeof error === 'object' && 'status' in error && error.status === 403)
    content = <p className="text-fg-muted">Only members see who belongs to this circle.</p>;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else
    content = (
      <>
        <ul className="flex flex-col divide-y divide-border">
          {data.data.map((member) => (
            <MemberRow key={member.user.id} member={member} />
          ))}
        </ul>
        <PagerButtons pages={pages} lastEvaluatedKey={data.meta.lastEvaluatedKey} noun="members" />
      </>
    );
  return (
    <section aria-labelledby="circle-members-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="circle-members-title" className="text-2xl font-semibold">
          Members
        </h2>
        {circle.canManage && circle.membershipPrice ? (
          <a href={`${HOST_PORTAL_URL}circles/${encodeURIComponent(circle.id)}/members`} className={SECONDARY_BUTTON_LINK}>
            Who pays for what
          </a>
        ) : null}
      </div>
      {content}
    </section>
  );
}

/** The hosts' queue of requests to join. */
function Requests({ circle }: { circle: Circle }) {
  const { data } = useGetCircleMembersQuery({ circleId: circle.id, status: 'PENDING', limit: 50 });
  const [decide, deciding] = useDecideCircleRequestsMutation();
  if (!data || data.data.length === 0) return null;
  const answer = async (userId: string, decision: 'APPROVE' | 'DECLINE') => {
    try {
      await decide({ circleId: circle.id, body: { userIds: [userId], decision } }).unwrap();
      toast.success(decision === 'APPROVE' ? 'Request approved' : 'Request declined');
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <section aria-labelledby="circle-requests-title" className="flex flex-col gap-4">
      <h2 id="circle-requests-title" className="text-2xl font-semibold">
        Requests to join
      </h2>
      <ul className="flex flex-col divide-y divide-border">
        {data.data.map((member) => (
          <MemberRow key={member.user.id} member={member}>
            <span className="flex gap-2">
              <Button size="sm" disabled={deciding.isLoading} onClick={() => answer(member.user.id, 'APPROVE')}>
                Approve <span className="sr-only">{getDisplayName(member.user)}</span>
              </Button>
              <Button size="sm" variant="secondary" disabled={deciding.isLoading} onClick={() => answer(member.user.id, 'DECLINE')}>
                Decline <span className="sr-only">{getDisplayName(member.user)}</span>
              </Button>
            </span>
          </MemberRow>
        ))}
      </ul>
    </section>
  );
}
