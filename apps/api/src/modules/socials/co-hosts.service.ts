import type { CoHostInvitation, Social } from '@socials/domain';
import type { Db, DbOrTx, Tx } from '../../core/db';
import { enqueueMail } from '../../core/mail';
import type { Caller } from '../../core/caller';
import type { ServiceDeps } from '../../core/app-deps';
import {
  deleteCoHostInvitation,
  deleteCoHostsExcept,
  findUser,
  hasOpenCoHostInvitation,
  insertCoHostInvitations,
  listOpenCoHostInvitations,
  listUserEmails,
  markCoHostAccepted,
} from './co-hosts.repo';
import { findSocialById } from './socials.repo';
import { loadSocialView, socialUrl } from './socials.views';
import { socialsError } from './socials.errors';

const displayName = (user: { displayName: string | null; firstName: string | null; lastName: string | null }) =>
  user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || 'A host';

/**
 * Makes the social's co-hosts the users named (besides its owner). Someone newly named is invited:
 * a PENDING row and an e-mail, enqueued in the same transaction. Who was invited or accepted before
 * stays as they were; who is no longer named is removed, an open invitation included.
 */
export async function setCoHosts(
  tx: Tx,
  deps: Pick<ServiceDeps, 'jobs' | 'config'>,
  social: { id: string; ownerId: string; title: string; slug: string },
  hostIds: readonly string[],
): Promise<void> {
  const named = [...new Set(hostIds)].filter((id) => id !== social.ownerId);
  await deleteCoHostsExcept(tx, social.id, named);
  const invited = await insertCoHostInvitations(tx, social.id, named);
  if (invited.length === 0) return;

  const owner = await findUser(tx, social.ownerId);
  const invitees = await listUserEmails(tx, invited);
  const inviter = owner ? displayName(owner) : 'A host';
  const hostPortal = `${deps.config.publicUrl}/host`;
  await enqueueMail(
    tx,
    deps.jobs,
    invitees.map((email) => ({
      to: email,
      subject: `${inviter} invited you to co-host ${social.title}`,
      text:
        `${inviter} invited you to co-host "${social.title}" on Socials: ${socialUrl(deps.config, social)}\n\n` +
        `Accept or decline in the host portal: ${hostPortal}\n\n` +
        `Until you accept, you are not shown as a host and cannot manage the event. If you did not expect this, you can ignore this e-mail.\n`,
    })),
  );
}

/** GET /socials/cohost-invitations: the caller's open invitations, newest first, on socials that still exist. */
export async function listMyCoHostInvitations(db: Db, viewer: Caller): Promise<CoHostInvitation[]> {
  const rows = await listOpenCoHostInvitations(db, viewer.userId);
  return rows.reverse().map(({ social, invitedAt, owner }) => ({
    social: { id: social.id, slug: social.slug, title: social.title, eventTimestamp: social.eventAt.getTime(), timezone: social.timezone },
    invitedBy: owner,
    invitedAt: invitedAt.getTime(),
  }));
}

/** The caller's open invitation to this social, or 404 (for anyone not invited, the invitation does not exist). */
async function requireOpenInvitation(db: DbOrTx, viewer: Caller, socialId: string): Promise<void> {
  if (!(await hasOpenCoHostInvitation(db, socialId, viewer.userId))) throw socialsError('NOT_FOUND', 'You have no open invitation to co-host this social');
}

/** POST /socials/{id}/cohost-invitation/accept: the caller becomes a co-host, shown and with a host's access. */
export async function acceptCoHostInvitation(db: Db, viewer: Caller, socialId: string): Promise<Social> {
  await requireOpenInvitation(db, viewer, socialId);
  await markCoHostAccepted(db, socialId, viewer.userId);
  const row = await findSocialById(db, socialId);
  if (!row) throw socialsError('NOT_FOUND', 'Social not found');
  return (await loadSocialView(db, row, viewer)).social;
}

/** POST /socials/{id}/cohost-invitation/decline: the invitation is gone; the host may name the caller again. */
export async function declineCoHostInvitation(db: Db, viewer: Caller, socialId: string): Promise<void> {
  await requireOpenInvitation(db, viewer, socialId);
  await deleteCoHostInvitation(db, socialId, viewer.userId);
}
