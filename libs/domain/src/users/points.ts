/** Why points moved: each reason is granted at most once per reference (the ledger's unique key). */
export const POINTS_REASONS = ['FIRST_EMAIL_VERIFICATION', 'RSVP_POINTS_DEDUCTION', 'RSVP_POINTS_REFUND', 'POST_UNLOCK', 'ADJUSTMENT'] as const;
/** The zod contract (people.schema.ts) exports the type of this name. */
type PointsReason = (typeof POINTS_REASONS)[number];

export const POINTS_REASON_LABELS: Record<PointsReason, string> = {
  FIRST_EMAIL_VERIFICATION: 'First verified e-mail',
  RSVP_POINTS_DEDUCTION: 'Spent on an RSVP',
  RSVP_POINTS_REFUND: 'Returned from a cancelled RSVP',
  POST_UNLOCK: 'Unlocked a circle post',
  ADJUSTMENT: 'Adjusted by staff',
};

/** "First e-mail verification reward (general and company)": points per category (the circle configs). */
export interface FirstEmailVerificationReward {
  general: number;
  company: number;
}

/**
 * "The first e-mail verification reward is 0 once the user already has a verified e-mail of
 * that category; the school category has none."
 */
export function firstEmailVerificationReward(category: string, alreadyVerifiedInCategory: boolean, reward: FirstEmailVerificationReward): number {
  if (alreadyVerifiedInCategory) return 0;
  if (category === 'GENERAL') return Math.max(0, Math.trunc(reward.general));
  if (category === 'COMPANY') return Math.max(0, Math.trunc(reward.company));
  return 0;
}
