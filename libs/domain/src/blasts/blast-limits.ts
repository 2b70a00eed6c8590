/** How long a blast's parts may be, and how many people a host may pick by hand. */
export const BLAST_LIMITS = {
  subjectMax: 200,
  emailBodyMax: 20_000,
  /** Ten SMS segments of 160 characters; carriers join longer messages badly. */
  smsBodyMax: 1_600,
  maxPickedRecipients: 5_000,
} as const;
