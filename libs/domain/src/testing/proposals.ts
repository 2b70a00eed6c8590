import type { Proposal, ProposalChoice } from '../index';

/** A choice of a proposal: a date on May 3, 2030 with its votes. */
export function aProposalChoice(id: string, label: string, votes: number): ProposalChoice {
  return { id, kind: 'DATE', label, eventTimestamp: Date.UTC(2030, 4, 3, 23), eventEndTimestamp: null, venue: null, votes };
}

/** A free, open proposal by Hana: Rooftop dinner, Friday (one vote) or Saturday, quorum 4, deadline May 1, 2030. */
export function aProposal(changes: Partial<Proposal> = {}): Proposal {
  return {
    id: 'proposal-1',
    slug: 'rooftop-dinner',
    title: 'Rooftop dinner',
    status: 'OPEN',
    circleId: null,
    owner: { id: 'user-1', slug: 'hana-host', displayName: null, firstName: 'Hana', lastName: 'Host', photoPath: null },
    deadline: Date.UTC(2030, 4, 1, 22),
    quorum: 4,
    voterCount: 1,
    createdAt: Date.UTC(2030, 3, 1),
    description: 'One dish each.',
    timezone: 'America/New_York',
    maxCapacity: 20,
    hosts: [],
    choices: [aProposalChoice('choice-1', 'Friday', 1), aProposalChoice('choice-2', 'Saturday', 0)],
    winningChoiceId: 'choice-1',
    quorumReached: false,
    social: null,
    myVoteChoiceId: null,
    myRsvp: null,
    canVote: true,
    canManage: false,
    canTerminate: false,
    depositCents: null,
    currency: 'usd',
    paidDeadline: null,
    paidCount: 0,
    myPayment: null,
    canPay: false,
    ...changes,
  };
}
