import type { DbOrTx } from '../core/db';
import { proposalChoices, proposals, proposalVotes } from './schema';

/** The demo proposal's address (the accessibility suite opens /proposals/<it>). */
export const DEMO_PROPOSAL_SLUG = 'rooftop-dinner-club-demo11';

const DAY = 24 * 60 * 60 * 1000;

/** One open proposal of the demo host with three choices, voting for two weeks, the voters' votes on its first choice. */
export async function seedDemoProposals(tx: DbOrTx, hostId: string, voterIds: readonly string[], now: Date): Promise<void> {
  const [proposal] = await tx
    .insert(proposals)
    .values({
      slug: DEMO_PROPOSAL_SLUG,
      title: 'Rooftop dinner club',
      description: 'A long table on a rooftop in Brooklyn, one dish from each of us. Vote for the evening that suits you: we go ahead with three of us.',
      ownerId: hostId,
      timezone: 'America/New_York',
      quorum: 3,
      deadline: new Date(now.getTime() + 14 * DAY),
      maxCapacity: 16,
    })
    .returning({ id: proposals.id });
  if (!proposal) throw new Error('The demo proposal was not created');
  // 23:00 UTC is an evening in New York (18:00 or 19:00); the choices are the Friday and Saturday three weeks on.
  const evening = (days: number) => new Date(Math.floor((now.getTime() + days * DAY) / DAY) * DAY + 23 * 60 * 60 * 1000);
  const friday = 21 + ((5 - evening(21).getUTCDay() + 7) % 7);
  const [first] = await tx
    .insert(proposalChoices)
    .values([
      {
        proposalId: proposal.id,
        kind: 'DATE',
        label: 'Friday evening',
        eventAt: evening(friday),
        eventEndAt: new Date(evening(friday).getTime() + 3 * 60 * 60 * 1000),
        position: 0,
      },
      {
        proposalId: proposal.id,
        kind: 'DATE',
        label: 'Saturday evening',
        eventAt: evening(friday + 1),
        eventEndAt: new Date(evening(friday + 1).getTime() + 3 * 60 * 60 * 1000),
        position: 1,
      },
      { proposalId: proposal.id, kind: 'FORMAT', label: 'Potluck picnic in the park instead', position: 2 },
    ])
    .returning({ id: proposalChoices.id });
  if (!first) throw new Error('The demo proposal choices were not created');
  if (voterIds.length > 0) await tx.insert(proposalVotes).values(voterIds.map((userId) => ({ proposalId: proposal.id, userId, choiceId: first.id })));
}
