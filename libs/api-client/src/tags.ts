/**
 * Every cache tag of the API, and what each kind of change makes stale. Endpoints name their tags
 * only through these helpers, so a list that shows socials cannot be missed by one mutation and
 * caught by another.
 */
export const API_TAG_TYPES = ['Me', 'User', 'Social', 'SocialList', 'Rsvp', 'City', 'Config', 'Payment', 'PromoCode', 'BankAccount'] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

export interface ApiTag<T extends ApiTagType = ApiTagType> {
  type: T;
  id: string;
}

/** The lists of socials the client caches; each holds the ids of the socials on its pages too. */
export const SOCIAL_LISTS = ['PUBLIC', 'PAST', 'HOME', 'MY_PAST', 'HOSTED', 'REVIEWING', 'SEARCH'] as const;

export type SocialListName = (typeof SOCIAL_LISTS)[number];

const tag = <T extends ApiTagType>(type: T, id: string): ApiTag<T> => ({ type, id });

export const tags = {
  social: (socialId: string) => tag('Social', socialId),
  socialBySlug: (slug: string) => tag('Social', `slug:${slug}`),
  socialList: (list: SocialListName) => tag('SocialList', list),
  /** The host's attendee list of a social. */
  attendees: (socialId: string) => tag('Rsvp', `SOCIAL:${socialId}`),
  /** Who's going, as attendees see it. */
  guestList: (socialId: string) => tag('Rsvp', `GUESTS:${socialId}`),
  attendance: (socialId: string) => tag('Rsvp', `ATTENDANCE:${socialId}`),
  /** The caller's tickets and RSVP'd socials. */
  myRsvps: () => tag('Rsvp', 'RSVPED'),
  payment: (paymentId: string) => tag('Payment', paymentId),
  /** The caller's transactions. */
  myPayments: () => tag('Payment', 'MINE'),
  /** What the caller's own socials earned. */
  myEarnings: () => tag('Payment', 'EARNINGS'),
  ticketSales: (socialId: string) => tag('Payment', `SOCIAL:${socialId}`),
  rsvpPayments: (rsvpId: string) => tag('Payment', `RSVP:${rsvpId}`),
  promoCodes: (socialId: string) => tag('PromoCode', socialId),
  user: (userId: string) => tag('User', userId),
  userBySlug: (slug: string) => tag('User', `slug:${slug}`),
};

/** A page of a list: the list itself, and each social on it (a change to one of them refetches the page). */
export const socialListTags = (list: SocialListName, page: { data: readonly { id: string }[] } | undefined): ApiTag[] => [
  tags.socialList(list),
  ...(page?.data.map((social) => tags.social(social.id)) ?? []),
];

export const allSocialListTags = (): ApiTag[] => SOCIAL_LISTS.map(tags.socialList);

/**
 * A social was created, changed, cancelled, approved or deleted: it can join or leave any list
 * (a search matches its new title, a cancelled one leaves the home page), so every list goes.
 */
export const afterSocialChange = (socialId?: string, slug?: string): ApiTag[] => [
  ...(socialId ? [tags.social(socialId)] : []),
  ...(slug ? [tags.socialBySlug(slug)] : []),
  ...allSocialListTags(),
];

/** An attendee's RSVP changes the social (seats, myRsvp), its attendee lists and the attendee's tickets. */
export const afterRsvpChange = (socialId: string): ApiTag[] => [
  tags.social(socialId),
  tags.attendees(socialId),
  tags.guestList(socialId),
  tags.myRsvps(),
];

/** A host's change to an RSVP: the social (seats), its attendee lists and its attendance counts. */
export const afterAttendeeChange = (socialId: string): ApiTag[] => [
  tags.social(socialId),
  tags.attendees(socialId),
  tags.guestList(socialId),
  tags.attendance(socialId),
];

/** A payment changes what an RSVP does, the social's sales and the buyer's transactions. */
export const afterPaymentChange = (socialId: string): ApiTag[] => [
  ...afterRsvpChange(socialId),
  tags.ticketSales(socialId),
  tags.myPayments(),
  tags.myEarnings(),
];

/** Data that depends on who is asking (myRsvp on socials, the caller's lists and users): stale after signing in or out. */
export const SESSION_DEPENDENT_TAG_TYPES = ['Social', 'SocialList', 'Rsvp', 'User'] as const satisfies readonly ApiTagType[];
