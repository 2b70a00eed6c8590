import { getDisplayName, type Blast, type BlastMessageStatus, type BlastRecipient, type MemberBlastedMessage } from '@socials/domain';
import type { BlastRow, RecipientWithName } from './blasts.repo';

const NO_COUNTS: Record<BlastMessageStatus, number> = { INPROGRESS: 0, SENT: 0, FAILED: 0, CANCELED: 0 };

export function toBlast(row: BlastRow, counts: Record<BlastMessageStatus, number> = NO_COUNTS): Blast {
  return {
    id: row.id,
    source: row.source,
    socialId: row.socialId,
    circleId: row.circleId,
    senderId: row.senderId,
    channel: row.channel,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    audience: row.audience,
    status: row.status,
    scheduledAt: row.scheduledAt?.getTime() ?? null,
    startedAt: row.startedAt?.getTime() ?? null,
    finishedAt: row.finishedAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    counts: {
      total: counts.INPROGRESS + counts.SENT + counts.FAILED + counts.CANCELED,
      sent: counts.SENT,
      failed: counts.FAILED,
      inProgress: counts.INPROGRESS,
      canceled: counts.CANCELED,
    },
  };
}

export function toBlastRecipient(row: RecipientWithName): BlastRecipient {
  return {
    userId: row.userId,
    name: getDisplayName(row) || row.address,
    address: row.address,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    sentAt: row.sentAt?.getTime() ?? null,
  };
}

export function toMemberBlastedMessage(row: {
  blastId: string;
  channel: MemberBlastedMessage['channel'];
  subject: string;
  body: string;
  senderId: string;
  status: MemberBlastedMessage['status'];
  address: string;
  sentAt: Date | null;
  startedAt: Date | null;
}): MemberBlastedMessage {
  return { ...row, sentAt: row.sentAt?.getTime() ?? null, startedAt: row.startedAt?.getTime() ?? null };
}
