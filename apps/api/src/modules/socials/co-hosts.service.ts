import type { CoHostInvitation, Social } from '@socials/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db';
import { enqueueMail } from '../../core/mail';
import { socialHosts, socials, users } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { RequestAuth } from '../../http/plugins/auth';
import type { ServiceDeps } from '../../http/route-deps';
import { loadSocialView, socialUrl, userSummaryColumns } from './socials.views';

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
  await tx.delete(socialHosts).where(and(eq(socialHosts.socialId, social.id), named.length > 0 ? notInArray(socialHosts.userId, named) : undefined));
  if (named.length === 0) return;
  const invited = await tx
    .insert(socialHosts)
    .values(named.map((userId) => ({ socialId: social.id, userId, status: 'PENDING' as const })))
    .onConflictDoNothing()
    .returning({ userId: socialHosts.userId });
  if (invited.length === 0) return;

  const [owner] = await tx.select().from(users).where(eq(users.id, social.ownerId));
  const invitees = await tx.select({ email: users.email }).from(users).where(inArray(users.id, invited.map((row) => row.userId)));
  const inviter = owner ? displayName(owner) : 'A host';
  const hostPortal = `${deps.config.publicUrl}/host`;
  await enqueueMail(
    tx,
    deps.jobs,
    invitees.map(({ email }) => ({
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
export async function listMyCoHostInvitations(db: Db, viewer: RequestAuth): Promise<CoHostInvitation[]> {
  const rows = await db
    .select({ social: socials, invitedAt: socialHosts.invitedAt, owner: userSummaryColumns })
    .from(socialHosts)
    .innerJoin(socials, eq(socials.id, socialHosts.socialId))
    .innerJoin(users, eq(users.id, socials.ownerId))
    .where(and(eq(socialHosts.userId, viewer.userId), eq(socialHosts.status, 'PENDING'), eq(socials.isDeleted, false)))
    .orderBy(asc(socialHosts.invitedAt));
  return rows.reverse().map(({ social, invitedAt, owner }) => ({
    social: { id: social.id, slug: social.slug, title: social.title, eventTimestamp: social.eventAt.getTime(), timezone: social.timezone },
    invitedBy: owner,
    invitedAt: invitedAt.getTime(),
  }));
}

/** The caller's open invitation to this social, or 404 (for anyone not invited, the invitation does not exist). */
async function openInvitation(db: Db | Tx, viewer: RequestAuth, socialId: string) {
  const [row] = await db
    .select({ socialId: socialHosts.socialId })
    .from(socialHosts)
    .innerJoin(socials, eq(socials.id, socialHosts.socialId))
    .where(and(eq(socialHosts.socialId, socialId), eq(socialHosts.userId, viewer.userId), eq(socialHosts.status, 'PENDING'), eq(socials.isDeleted, false)));
  if (!row) throw notFound('You have no open invitation to co-host this social');
}

/** POST /socials/{id}/cohost-invitation/accept: the caller becomes a co-host, shown and with a host's access. */
export async function acceptCoHostInvitation(db: Db, viewer: RequestAuth, socialId: string): Promise<Social> {
  await openInvitation(db, viewer, socialId);
  await db
    .update(socialHosts)
    .set({ status: 'ACCEPTED', acceptedAt: new Date() })
    .where(and(eq(socialHosts.socialId, socialId), eq(socialHosts.userId, viewer.userId)));
  const [row] = await db.select().from(socials).where(eq(socials.id, socialId));
  if (!row) throw notFound('Social not found');
  return (await loadSocialView(db, row, viewer)).social;
}

/** POST /socials/{id}/cohost-invitation/decline: the invitation is gone; the host may name the caller again. */
export async function declineCoHostInvitation(db: Db, viewer: RequestAuth, socialId: string): Promise<void> {
  await openInvitation(db, viewer, socialId);
  await db.delete(socialHosts).where(and(eq(socialHosts.socialId, socialId), eq(socialHosts.userId, viewer.userId), eq(socialHosts.status, 'PENDING')));
}
