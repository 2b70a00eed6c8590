import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetProposalsQuery } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { getDisplayName, ProposalStatus, proposalStatusLabel, type ProposalSummary } from '@socials/domain';
import { Badge, BUTTON_LINK, Card, EmptyState, LoadError, PageLoader, PagerButtons, Select, TEXT_LINK, usePageKeys, useDocumentTitle } from '@socials/ui';
import { proposalPath, STATUS_TONES, useLocalMoment } from './proposal-text';

/** One page of the list; the server render loads the first with the same size. */
export const PROPOSALS_PER_PAGE = 20;

const STATUS_OPTIONS = [{ value: '', label: 'Any status' }, ...ProposalStatus.options.map((value) => ({ value, label: proposalStatusLabel(value) }))];

/** /proposals — event ideas members vote on before they exist, newest first. */
export function ProposalsPage() {
  useDocumentTitle('Proposals');
  const { user } = useCurrentUser();
  const [status, setStatus] = useState<ProposalStatus | ''>('');
  const pages = usePageKeys();
  const list = useGetProposalsQuery({
    limit: PROPOSALS_PER_PAGE,
    ...(status ? { status } : {}),
    ...(pages.startKey ? { exclusiveStartKey: pages.startKey } : {}),
  });

  let content;
  if (list.isLoading) content = <PageLoader label="Loading proposals…" />;
  else if (list.error || !list.data) content = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.data.length === 0) {
    content = (
      <EmptyState
        title="No proposals yet"
        description={status ? 'No proposal has this status.' : 'Suggest an event and let people vote on the date, the venue or the format.'}
        action={
          user ? (
            <Link to="/proposals/new" className={BUTTON_LINK}>
              Propose an event
            </Link>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.data.data.map((proposal) => (
          <li key={proposal.id}>
            <ProposalCard proposal={proposal} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Proposals</h1>
          <p className="text-fg-muted">Event ideas waiting for votes. Once enough people vote, the host turns the winning choice into a social.</p>
        </div>
        {user ? (
          <Link to="/proposals/new" className={BUTTON_LINK}>
            Propose an event
          </Link>
        ) : null}
      </div>
      <div className="max-w-xs">
        <Select
          label="Status"
          name="status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => {
            pages.reset();
            setStatus(event.target.value as ProposalStatus | '');
          }}
        />
      </div>
      {content}
      {list.data ? <PagerButtons pages={pages} lastEvaluatedKey={list.data.meta.lastEvaluatedKey} noun="proposals" /> : null}
    </div>
  );
}

function ProposalCard({ proposal }: { proposal: ProposalSummary }) {
  const formatLocalMoment = useLocalMoment();
  return (
    <Card as="article" className="flex h-full flex-col gap-2">
      <h2 className="text-lg font-semibold">
        <Link to={proposalPath(proposal.slug)} className={TEXT_LINK}>
          {proposal.title}
        </Link>
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        <Badge tone={STATUS_TONES[proposal.status]}>{proposalStatusLabel(proposal.status)}</Badge>
        <span>
          {proposal.voterCount} of {proposal.quorum} votes
        </span>
      </p>
      <p className="text-sm text-fg-muted">
        By {getDisplayName(proposal.owner)} · voting until {formatLocalMoment(proposal.deadline)}
      </p>
    </Card>
  );
}
