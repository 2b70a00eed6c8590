import { SUPPORT_EMAIL_TYPE_LABELS, type SupportEmailBody } from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { enqueueMail } from '../../core/mail';
import { withTransaction } from '../../core/transaction';

/** Header values must stay on one line: a name with a line break could add headers of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * POST /supports/emails (the /contact page): the message goes to the support address as an e-mail
 * whose Reply-To is the sender, through the mail job, so it is sent once the request is answered.
 */
export async function sendSupportEmail(
  deps: { db: Db; jobs: JobQueue; config: Pick<Config, 'supportEmail' | 'publicUrl'> },
  sender: { userId: string | null },
  body: SupportEmailBody,
): Promise<{ ok: true }> {
  const label = SUPPORT_EMAIL_TYPE_LABELS[body.type];
  const name = oneLine(body.name);
  const from = oneLine(body.email);
  await withTransaction(deps.db, async (tx) => {
    await enqueueMail(tx, deps.jobs, [
      {
        to: deps.config.supportEmail,
        subject: `[${body.type}] ${label}: message from ${name}`,
        text: `${body.message}\n\n--\nFrom: ${name} <${from}>\nType: ${body.type} (${label})\nSigned-in user: ${sender.userId ?? 'none'}\nSent from ${deps.config.publicUrl}/contact\n`,
        headers: { 'Reply-To': `"${name.replace(/["\\]/g, '')}" <${from}>` },
      },
    ]);
  });
  return { ok: true };
}
