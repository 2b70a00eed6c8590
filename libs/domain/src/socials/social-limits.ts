/**
 * How long a social's texts may be and how many of each list it may hold. The contract checks them
 * on the server and the host's form reads the same numbers, so the form never accepts what the
 * server refuses.
 */
export const SOCIAL_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  descriptionMax: 20_000,
  venueNameMax: 200,
  venueAddressMax: 500,
  maxCapacity: 100_000,
  maxTicketTiers: 20,
  maxCoHosts: 20,
  /** Staff's reason for declining or asking for a revision, told to the host. */
  approvalReasonMax: 2000,
} as const;

/** How many tags a social may carry, and how long each may be. */
export const SOCIAL_TAG_LIMITS = {
  maxTags: 20,
  maxLength: 40,
} as const;

/** What one search of the listed socials may ask for. */
export const SOCIAL_SEARCH_LIMITS = {
  textMax: 200,
  maxTags: 10,
} as const;

/** A ticket tier's name and seats. */
export const TICKET_TIER_LIMITS = {
  nameMax: 100,
  maxQuantity: 100_000,
  maxPointsCost: 1_000_000,
} as const;
