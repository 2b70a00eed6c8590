import type { PostRsvpRequestStatus, QuestionAnswer } from '@socials/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { postRsvpRequests, type PostRsvpRequestRow } from '../../db/schema';

export type { PostRsvpRequestRow };

export async function findPostRsvpRequest(db: DbOrTx, rsvpId: string): Promise<PostRsvpRequestRow | null> {
  const [row] = await db.select().from(postRsvpRequests).where(eq(postRsvpRequests.rsvpId, rsvpId)).limit(1);
  return row ?? null;
}

/** Stores the submitted request unless it was submitted before (it is then no longer INITIAL): null in that case. */
export async function submitPostRsvpRequestOnce(
  db: DbOrTx,
  rsvpId: string,
  submitted: { status: PostRsvpRequestStatus; answers: QuestionAnswer[]; at: Date },
): Promise<PostRsvpRequestRow | null> {
  const { status, answers, at } = submitted;
  const [row] = await db
    .insert(postRsvpRequests)
    .values({ rsvpId, status, answers, submittedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: postRsvpRequests.rsvpId,
      set: { status, answers, submittedAt: at, updatedAt: at },
      setWhere: eq(postRsvpRequests.status, 'INITIAL'),
    })
    .returning();
  return row ?? null;
}
