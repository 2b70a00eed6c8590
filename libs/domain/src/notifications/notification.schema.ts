import { z } from 'zod';

/** The host's paragraph added to the e-mail each guest gets once they are going (GET and POST /socials/{id}/emails/approval/addendum). */
export const ApprovalEmailAddendum = z.object({
  addendum: z.string().nullable().describe('null: the going e-mail has no addendum'),
});
export type ApprovalEmailAddendum = z.infer<typeof ApprovalEmailAddendum>;

/** The longest note hosts may add to the going e-mail. */
export const APPROVAL_EMAIL_ADDENDUM_MAX_LENGTH = 2000;

const addendumText = z.string().trim().max(APPROVAL_EMAIL_ADDENDUM_MAX_LENGTH);

export const SetApprovalEmailAddendumBody = z.object({ addendum: addendumText.nullable().describe('Empty or null removes the addendum') }).strict();
export type SetApprovalEmailAddendumBody = z.infer<typeof SetApprovalEmailAddendumBody>;

export const ApprovalEmailPreviewBody = z
  .object({ addendum: addendumText.nullable().optional().describe('The addendum to preview; left out: the one saved') })
  .strict();
export type ApprovalEmailPreviewBody = z.infer<typeof ApprovalEmailPreviewBody>;

/** The going e-mail as a guest would get it, rendered for the host and not sent. */
export const ApprovalEmailPreview = z.object({
  subject: z.string(),
  text: z.string(),
});
export type ApprovalEmailPreview = z.infer<typeof ApprovalEmailPreview>;
