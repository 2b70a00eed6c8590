import type { DbOrTx } from '../../core/db';
import type { RequestAuth } from '../../http/plugins/auth';
import { isCircleMember } from '../circles';
import { requireVisibleProposal, type ProposalStanding } from './proposals.policy';
import { findProposal, listHosts, type ProposalRow } from './proposals.repo';

export async function standingOf(db: DbOrTx, viewer: RequestAuth | null, proposal: ProposalRow): Promise<{ standing: ProposalStanding; hosts: Awaited<ReturnType<typeof listHosts>> }> {
  const hosts = await listHosts(db, proposal.id);
  const inCircle = viewer !== null && proposal.circleId !== null && (await isCircleMember(db, proposal.circleId, viewer.userId));
  return { standing: { hostIds: hosts.map((host) => host.id), inCircle }, hosts };
}

/** The proposal and the caller's place in it, as far as the caller may reach it. */
export async function reach(db: DbOrTx, viewer: RequestAuth | null, by: { id: string } | { slug: string }) {
  const found = await findProposal(db, by);
  const place = found ? await standingOf(db, viewer, found.proposal) : null;
  requireVisibleProposal(viewer, found, place?.standing ?? null);
  return { found: found!, ...place! };
}
