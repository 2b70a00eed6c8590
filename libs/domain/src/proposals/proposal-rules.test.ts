import { describe, expect, it } from 'vitest';
import {
  canConvertProposal,
  canTerminateProposal,
  canTransitionProposal,
  isProposalHost,
  quorumPercent,
  statusAtDeadline,
  voteRefusal,
  winningChoice,
} from './proposal-rules';
import { ConvertProposalBody, CreateProposalBody, ProposalChoiceInput, ProposalStatus } from './proposal.schema';

describe('proposal rules', () => {
  const open = { status: 'OPEN' as const, deadline: 1_000, circleId: null };

  it('lets anyone vote on an open proposal without a circle until the deadline, members only in a circle', () => {
    expect(voteRefusal(open, 999, false)).toBeNull();
    expect(voteRefusal(open, 1_000, false)).toBe('DEADLINE_PASSED');
    expect(voteRefusal({ ...open, status: 'QUORUM_REACHED' }, 10, true)).toBe('CLOSED');
    expect(voteRefusal({ ...open, circleId: 'c' }, 10, false)).toBe('MEMBERS_ONLY');
    expect(voteRefusal({ ...open, circleId: 'c' }, 10, true)).toBeNull();
  });

  it('decides the deadline by the quorum', () => {
    expect(statusAtDeadline(2, 3)).toBe('CLOSED_NO_QUORUM');
    expect(statusAtDeadline(3, 3)).toBe('QUORUM_REACHED');
    expect(quorumPercent(1, 4)).toBe(25);
    expect(quorumPercent(9, 4)).toBe(100);
  });

  it('picks the choice with most votes, the earliest on a tie, none without votes', () => {
    expect(winningChoice([{ id: 'a', votes: 0 }])).toBeNull();
    expect(
      winningChoice([
        { id: 'a', votes: 2 },
        { id: 'b', votes: 3 },
      ])?.id,
    ).toBe('b');
    expect(
      winningChoice([
        { id: 'a', votes: 2 },
        { id: 'b', votes: 2 },
      ])?.id,
    ).toBe('a');
  });

  it('allows only forward transitions; converting needs the quorum and happens once', () => {
    const ends = ProposalStatus.options.filter((to) => canTransitionProposal('OPEN', to));
    expect(ends).toEqual(['QUORUM_REACHED', 'CLOSED_NO_QUORUM', 'TERMINATED', 'CONVERTED']);
    expect(canTransitionProposal('CONVERTED', 'TERMINATED')).toBe(false);
    expect(canConvertProposal('OPEN', 2, 3)).toBe(false);
    expect(canConvertProposal('OPEN', 3, 3)).toBe(true);
    expect(canConvertProposal('QUORUM_REACHED', 0, 3)).toBe(true);
    expect(canConvertProposal('CONVERTED', 9, 3)).toBe(false);
    expect(canConvertProposal('CLOSED_NO_QUORUM', 9, 3)).toBe(false);
    expect(ProposalStatus.options.filter(canTerminateProposal)).toEqual(['OPEN', 'QUORUM_REACHED']);
    expect(isProposalHost({ ownerId: 'o', hostIds: ['h'] }, 'h')).toBe(true);
    expect(isProposalHost({ ownerId: 'o', hostIds: ['h'] }, 'x')).toBe(false);
  });

  it('validates bodies and names the field at fault', () => {
    const bad = CreateProposalBody.safeParse({ title: 'x', deadline: 5, timezone: 'Mars/Base', choices: [{ kind: 'DATE', label: 'Friday' }] });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['choices.0.eventTimestamp', 'timezone', 'title']);
    expect(ProposalChoiceInput.safeParse({ kind: 'VENUE', label: 'The park' }).success).toBe(true);
    expect(ConvertProposalBody.safeParse({ eventTimestamp: 10, eventEndTimestamp: 5 }).success).toBe(false);
  });
});

describe('proposal form', () => {
  it('needs two choices and a date for date choices, and reads times in the zone', async () => {
    const { ProposalFormValues, proposalBodyFromForm } = await import('./proposal-form');
    const bad = ProposalFormValues.safeParse({
      title: 'Picnic',
      description: '',
      deadline: '',
      quorum: 0,
      choices: [{ kind: 'DATE', label: 'Sat', start: '' }],
    });
    expect(bad.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['choices', 'choices.0.start', 'deadline', 'quorum']);
    const values = ProposalFormValues.parse({
      title: 'Picnic',
      description: '',
      deadline: '2030-05-01T18:00',
      quorum: 4,
      choices: [
        { kind: 'DATE', label: 'Sat', start: '2030-05-04T12:00' },
        { kind: 'VENUE', label: 'The park', start: '' },
      ],
    });
    const body = proposalBodyFromForm(values, 'America/New_York');
    expect(body).toMatchObject({ quorum: 4, timezone: 'America/New_York', deadline: Date.UTC(2030, 4, 1, 22, 0) });
    expect(body.choices).toEqual([
      { kind: 'DATE', label: 'Sat', eventTimestamp: Date.UTC(2030, 4, 4, 16, 0) },
      { kind: 'VENUE', label: 'The park' },
    ]);
  });
});
