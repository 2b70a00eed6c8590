import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { outbox } from '../../db/schema';

export async function listOutbox(db: DbOrTx, to?: string, limit = 200): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments,
    createdAt: row.createdAt.getTime(),
  }));
}
