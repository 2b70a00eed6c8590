import type { ApprovalEmailAddendum, ApprovalEmailPreview, ApprovalEmailPreviewBody, SetApprovalEmailAddendumBody } from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import type { Caller } from '../../core/caller';
import { findVisibleSocial, requireSocialManager } from '../socials';
import { goingMail } from './notifications.mail';
import { findApprovalEmailAddendum, findUserContact, saveApprovalEmailAddendum } from './notifications.repo';

/** The social, when the caller manages it (hosts and staff): the going e-mail is theirs to write. */
async function requireManagedSocial(db: Db, viewer: Caller, socialId: string) {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireSocialManager(viewer, social, 'write its e-mails');
  return social;
}

/** GET /socials/{id}/emails/approval/addendum */
export async function getApprovalEmailAddendum(db: Db, viewer: Caller, socialId: string): Promise<ApprovalEmailAddendum> {
  await requireManagedSocial(db, viewer, socialId);
  return { addendum: await findApprovalEmailAddendum(db, socialId) };
}

/** POST /socials/{id}/emails/approval/addendum: an empty or null addendum removes it. */
export async function setApprovalEmailAddendum(db: Db, viewer: Caller, socialId: string, body: SetApprovalEmailAddendumBody): Promise<ApprovalEmailAddendum> {
  await requireManagedSocial(db, viewer, socialId);
  const addendum = body.addendum?.trim() || null;
  await saveApprovalEmailAddendum(db, socialId, addendum);
  return { addendum };
}

/** POST /socials/{id}/emails/approval/preview: the going e-mail as a guest would get it, greeting the caller, sent to nobody. */
export async function previewApprovalEmail(
  deps: { db: Db; config: Config },
  viewer: Caller,
  socialId: string,
  body: ApprovalEmailPreviewBody,
): Promise<ApprovalEmailPreview> {
  const social = await requireManagedSocial(deps.db, viewer, socialId);
  const addendum = body.addendum === undefined ? await findApprovalEmailAddendum(deps.db, socialId) : body.addendum?.trim() || null;
  const reader = (await findUserContact(deps.db, viewer.userId)) ?? { email: '', firstName: null };
  const { subject, text } = goingMail(reader, social, addendum, deps.config);
  return { subject, text };
}
