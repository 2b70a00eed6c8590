import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  isApiHttpError,
  mapFieldErrors,
  useAddProposalChoiceMutation,
  useAddProposalHostMutation,
  useAnswerProposalMutation,
  useChangeProposalAnswerMutation,
  useConvertProposalMutation,
  useGetProposalBySlugQuery,
  useTerminateProposalMutation,
  useVoteOnProposalMutation,
  usersApi,
} from '@socials/api-client';
import { buildLoginPath, useCurrentUser } from '@socials/auth';
import {
  canConvertProposal,
  canTerminateProposal,
  getDisplayName,
  parseLocalDateTime,
  ProposalChoiceKind,
  proposalStatusLabel,
  quorumPercent,
  type Proposal,
  type ProposalChoice,
  type ProposalRsvpStatus,
} from '@socials/domain';
import {
  Badge,
  Button,
  BUTTON_LINK,
  Card,
  EmptyState,
  LoadError,
  PageLoader,
  Select,
  TextInput,
  toast,
  toastError,
  useConfirm,
  useDocumentTitle,
} from '@socials/ui';
import { ProposalDeposit } from './proposal-deposit';
import { proposalPath, STATUS_TONES, useLocalMoment } from './proposal-text';

const KIND_LABELS: Readonly<Record<ProposalChoiceKind, string>> = { DATE: 'Date', VENUE: 'Venue', FORMAT: 'Format' };
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** /proposals/:slug — a proposal: its choices and votes, the caller's vote and answer, and its hosts' actions. */
export function ProposalPage() {
  const { slug = '' } = useParams();
  const { data: proposal, error, isLoading, refetch } = useGetProposalBySlugQuery(slug);
  const formatLocalMoment = useLocalMoment();
  useDocumentTitle(proposal?.title ?? 'Proposal');

  if (isLoading) return <PageLoader label="Loading the proposal…" />;
  if (!proposal) {
    const missing = !error || (isApiHttpError(error) && error.status === 404);
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">{missing ? 'Proposal not found' : 'Proposal'}</h1>
        {missing ? (
          <EmptyState
            title="There is no proposal at this address"
            description="The link may be old, or the proposal belongs to a circle you are not in."
            action={
              <Link to="/proposals" className={BUTTON_LINK}>
                See all proposals
              </Link>
            }
          />
        ) : (
          <LoadError error={error} onRetry={refetch} />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{proposal.title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <Badge tone={STATUS_TONES[proposal.status]}>{proposalStatusLabel(proposal.status)}</Badge>
          <span>
            Proposed by {getDisplayName(proposal.owner)}
            {proposal.hosts.length > 0 ? ` with ${proposal.hosts.map((host) => getDisplayName(host)).join(', ')}` : ''}
          </span>
        </p>
        {proposal.description ? <p className="max-w-prose whitespace-pre-line">{proposal.description}</p> : null}
        <p className="text-sm">
          Voting {proposal.status === 'OPEN' ? 'closes' : 'closed'}{' '}
          <time dateTime={new Date(proposal.deadline).toISOString()} className="font-medium">
            {formatLocalMoment(proposal.deadline)}
          </time>
        </p>
        <QuorumProgress proposal={proposal} />
        {proposal.social ? (
          <p>
            <Link to={`/socials/${proposal.social.slug}`} className={BUTTON_LINK}>
              See the social
            </Link>
          </p>
        ) : null}
      </header>
      <ProposalDeposit proposal={proposal} formatMoment={formatLocalMoment} />
      <Choices proposal={proposal} />
      <Interest proposal={proposal} />
      {proposal.canManage || proposal.canTerminate ? <HostActions proposal={proposal} /> : null}
    </div>
  );
}

/** How far the votes are from the quorum: a meter (a measure, not a task under way), labelled for screen readers. */
function QuorumProgress({ proposal }: { proposal: Proposal }) {
  const percent = quorumPercent(proposal.voterCount, proposal.quorum);
  const label = `${proposal.voterCount} of ${proposal.quorum} votes needed`;
  return (
    <div className="flex max-w-md flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span id="quorum-label">Quorum</span>
        <span>{proposal.quorumReached ? `${label}: reached` : label}</span>
      </div>
      <div
        role="meter"
        aria-labelledby="quorum-label"
        aria-valuemin={0}
        aria-valuemax={proposal.quorum}
        aria-valuenow={Math.min(proposal.voterCount, proposal.quorum)}
        aria-valuetext={label}
        className="h-3 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function Choices({ proposal }: { proposal: Proposal }) {
  const { user } = useCurrentUser();
  const formatLocalMoment = useLocalMoment();
  const [vote, voting] = useVoteOnProposalMutation();
  const castVote = async (choice: ProposalChoice) => {
    try {
      await vote({ proposalId: proposal.id, choiceId: choice.id }).unwrap();
      toast.success(proposal.myVoteChoiceId ? `Vote changed to ${choice.label}` : `You voted for ${choice.label}`);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <section aria-labelledby="choices-title" className="flex flex-col gap-4">
      <h2 id="choices-title" className="text-2xl font-semibold">
        Choices
      </h2>
      {!user && proposal.status === 'OPEN' ? (
        <p>
          <Link to={buildLoginPath(proposalPath(proposal.slug))} className={BUTTON_LINK}>
            Sign in to vote
          </Link>
        </p>
      ) : null}
      {proposal.choices.length === 0 ? (
        <EmptyState title="No choices yet" description="The hosts have not added anything to vote on." headingLevel={3} />
      ) : (
        <ul className="flex flex-col gap-3">
          {proposal.choices.map((choice) => {
            const mine = proposal.myVoteChoiceId === choice.id;
            return (
              <li key={choice.id}>
                <Card className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex flex-col gap-1">
                    <h3 className="font-semibold">
                      {choice.label}
                      {proposal.winningChoiceId === choice.id ? (
                        <Badge tone="success" className="ml-2">
                          Leading
                        </Badge>
                      ) : null}
                    </h3>
                    <p className="text-sm text-fg-muted">
                      {KIND_LABELS[choice.kind]}
                      {choice.eventTimestamp !== null ? ` · ${formatLocalMoment(choice.eventTimestamp)}` : ''}
                      {choice.venue ? ` · ${choice.venue}` : ''}
                    </p>
                    <p className="text-sm">
                      {choice.votes} {choice.votes === 1 ? 'vote' : 'votes'}
                      {mine ? ' · your vote' : ''}
                    </p>
                  </div>
                  {proposal.canVote && !mine ? (
                    <Button
                      variant={proposal.myVoteChoiceId ? 'secondary' : 'primary'}
                      loading={voting.isLoading && voting.originalArgs?.choiceId === choice.id}
                      onClick={() => void castVote(choice)}
                    >
                      {proposal.myVoteChoiceId ? `Change vote to ${choice.label}` : `Vote for ${choice.label}`}
                    </Button>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The caller's answer to the idea itself: interested, or not going whatever is chosen. */
function Interest({ proposal }: { proposal: Proposal }) {
  const { user } = useCurrentUser();
  const [answer, answering] = useAnswerProposalMutation();
  const [change, changing] = useChangeProposalAnswerMutation();
  if (!user || !proposal.canVote) return null;
  const give = async (status: ProposalRsvpStatus) => {
    try {
      if (proposal.myRsvp) await change({ proposalId: proposal.id, rsvpId: proposal.myRsvp.id, body: { status } }).unwrap();
      else await answer({ proposalId: proposal.id, body: { status } }).unwrap();
      toast.success(status === 'INTERESTED' ? 'Marked as interested' : 'Marked as not going');
    } catch (error) {
      toastError(error);
    }
  };
  const current = proposal.myRsvp?.status ?? null;
  return (
    <section aria-labelledby="interest-title" className="flex flex-col gap-3">
      <h2 id="interest-title" className="text-2xl font-semibold">
        Are you in?
      </h2>
      <p className="text-sm text-fg-muted">Voters of the winning choice get an RSVP when it becomes a social, unless they said they are not going.</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={current === 'INTERESTED' ? 'primary' : 'secondary'}
          aria-pressed={current === 'INTERESTED'}
          loading={answering.isLoading || changing.isLoading}
          onClick={() => void give('INTERESTED')}
        >
          Interested
        </Button>
        <Button variant={current === 'NOT_GOING' ? 'primary' : 'secondary'} aria-pressed={current === 'NOT_GOING'} onClick={() => void give('NOT_GOING')}>
          Not going
        </Button>
      </div>
    </section>
  );
}

function HostActions({ proposal }: { proposal: Proposal }) {
  const confirm = useConfirm();
  const [terminate, terminating] = useTerminateProposalMutation();
  const open = proposal.status === 'OPEN' && proposal.deadline > Date.now();
  const askTerminate = () =>
    confirm({
      title: `Terminate “${proposal.title}”?`,
      body: 'Voting stops for good and the proposal will not become a social.',
      keepLabel: 'Keep it',
      confirmLabel: `Terminate “${proposal.title}”`,
      tone: 'danger',
      onConfirm: () => {
        terminate(proposal.id)
          .unwrap()
          .then(() => toast.success('Proposal terminated'))
          .catch(toastError);
      },
    });
  return (
    <section aria-labelledby="host-actions-title" className="flex flex-col gap-6">
      <h2 id="host-actions-title" className="text-2xl font-semibold">
        Host actions
      </h2>
      {proposal.canManage && canConvertProposal(proposal.status, proposal.voterCount, proposal.quorum) ? <ConvertForm proposal={proposal} /> : null}
      {proposal.canManage && open ? <AddChoiceForm proposal={proposal} /> : null}
      {proposal.canTerminate && canTerminateProposal(proposal.status) ? <AddCoHostForm proposal={proposal} /> : null}
      {proposal.canTerminate && canTerminateProposal(proposal.status) ? (
        <div>
          <Button variant="danger" loading={terminating.isLoading} onClick={askTerminate}>
            Terminate proposal
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ConvertForm({ proposal }: { proposal: Proposal }) {
  const [convert, { isLoading }] = useConvertProposalMutation();
  const winner = proposal.choices.find((choice) => choice.id === proposal.winningChoiceId) ?? null;
  const [start, setStart] = useState('');
  const [error, setError] = useState<string | undefined>();
  const needsDate = winner?.eventTimestamp == null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const eventTimestamp = needsDate ? parseLocalDateTime(start, localZone()) : null;
    if (needsDate && eventTimestamp === null) {
      setError('Pick when the social starts');
      return;
    }
    try {
      await convert({ proposalId: proposal.id, body: eventTimestamp !== null ? { eventTimestamp } : {} }).unwrap();
      toast.success('The social is created and its voters have their RSVPs');
    } catch (failure) {
      const [field] = mapFieldErrors(failure, ['eventTimestamp', 'eventEndTimestamp']);
      if (field) setError(field.message);
      else toastError(failure);
    }
  };
  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">Turn it into a social</h3>
        <p className="text-sm">
          The quorum is reached. {winner ? `“${winner.label}” leads` : 'No choice has votes yet'}: the social takes its date and venue, and everyone who voted
          for it gets an RSVP.
        </p>
        {needsDate ? (
          <TextInput label="The social starts" type="datetime-local" required value={start} onChange={(event) => setStart(event.target.value)} error={error} />
        ) : error ? (
          <p className="text-sm text-danger-text">{error}</p>
        ) : null}
        <div>
          <Button type="submit" loading={isLoading} disabled={!winner}>
            Create the social
          </Button>
        </div>
      </form>
    </Card>
  );
}

function AddChoiceForm({ proposal }: { proposal: Proposal }) {
  const [add, { isLoading }] = useAddProposalChoiceMutation();
  const [kind, setKind] = useState<ProposalChoiceKind>('DATE');
  const [label, setLabel] = useState('');
  const [start, setStart] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const eventTimestamp = kind === 'DATE' ? parseLocalDateTime(start, localZone()) : null;
    try {
      await add({ proposalId: proposal.id, body: { kind, label, ...(eventTimestamp !== null ? { eventTimestamp } : {}) } }).unwrap();
      toast.success('Choice added');
      setLabel('');
      setStart('');
    } catch (error) {
      const fields = mapFieldErrors(error, ['kind', 'label', 'eventTimestamp']);
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map(({ field, message }) => [field, message])));
      else toastError(error);
    }
  };
  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">Add a choice</h3>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Select
            label="Kind"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as ProposalChoiceKind)}
            options={ProposalChoiceKind.options.map((value) => ({ value, label: KIND_LABELS[value] }))}
          />
          <TextInput
            label="Name"
            name="label"
            required
            className="grow"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={errors.label}
          />
          {kind === 'DATE' ? (
            <TextInput
              label="Starts"
              name="start"
              type="datetime-local"
              required
              value={start}
              onChange={(event) => setStart(event.target.value)}
              error={errors.eventTimestamp}
            />
          ) : null}
        </div>
        <div>
          <Button type="submit" variant="secondary" loading={isLoading}>
            Add choice
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The owner names a co-host by their profile address (the end of their profile's link). */
function AddCoHostForm({ proposal }: { proposal: Proposal }) {
  const [findUser, finding] = usersApi.useLazyGetUserBySlugQuery();
  const [addHost, adding] = useAddProposalHostMutation();
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const wanted = slug.trim().replace(/^.*\/users\//, '');
    if (!wanted) {
      setError('Enter their profile address');
      return;
    }
    try {
      const user = await findUser(wanted).unwrap();
      await addHost({ proposalId: proposal.id, body: { userId: user.id } }).unwrap();
      toast.success(`${getDisplayName(user)} co-hosts this proposal`);
      setSlug('');
    } catch (failure) {
      if (isApiHttpError(failure) && failure.status === 404) setError('Nobody has this profile address');
      else {
        const [field] = mapFieldErrors(failure, ['userId']);
        if (field) setError(field.message);
        else toastError(failure);
      }
    }
  };
  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">Add a co-host</h3>
        <TextInput
          label="Profile address"
          name="cohost"
          hint="The end of their profile link, e.g. hana-host"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          error={error}
        />
        <div>
          <Button type="submit" variant="secondary" loading={finding.isFetching || adding.isLoading}>
            Add co-host
          </Button>
        </div>
      </form>
    </Card>
  );
}
