/**
 * Every cache tag of the API, and what each kind of change makes stale. Endpoints name their tags
 * only through these helpers, so a list that shows socials cannot be missed by one mutation and
 * caught by another.
 */
export const API_TAG_TYPES = [
  'Me',
  'User',
  'Social',
  'SocialList',
  'Rsvp',
  'City',
  'Config',
  'Payment',
  'PromoCode',
  'BankAccount',
  'HostReview',
  'Blast',
  'HostSubscriber',
  'TablePlan',
  'Conference',
  'Speaker',
  'ChatChannel',
  'Circle',
  'Proposal',
  'Content',
  'Patron',
  'Post',
  'Media',
] as const;

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
  /** The caller's payouts to their bank accounts. */
  myPayouts: () => tag('Payment', 'PAYOUTS'),
  ticketSales: (socialId: string) => tag('Payment', `SOCIAL:${socialId}`),
  rsvpPayments: (rsvpId: string) => tag('Payment', `RSVP:${rsvpId}`),
  promoCodes: (socialId: string) => tag('PromoCode', socialId),
  /** The hosts' addendum to a social's going e-mail. */
  approvalEmailAddendum: (socialId: string) => tag('Social', `APPROVAL_EMAIL:${socialId}`),
  user: (userId: string) => tag('User', userId),
  /** Reviews of a social's hosts and their figures. */
  socialReviews: (socialId: string) => tag('HostReview', `SOCIAL:${socialId}`),
  /** Reviews of the socials a user hosts. */
  hostReviews: (userId: string) => tag('HostReview', `HOST:${userId}`),
  /** The platform's newest reviews and best-rated hosts. */
  publishedReviews: () => tag('HostReview', 'PUBLISHED'),
  userBySlug: (slug: string) => tag('User', `slug:${slug}`),
  /** The features staff turned on for a host. */
  hostPermissions: (userId: string) => tag('User', `PERMISSIONS:${userId}`),
  /** The blasts of one audience: a social's guests, a circle's members, or (neither) the caller's subscribers. */
  blasts: ({ socialId, circleId }: { socialId?: string; circleId?: string } = {}) =>
    tag('Blast', socialId ? `SOCIAL:${socialId}` : circleId ? `CIRCLE:${circleId}` : 'SUBSCRIBERS'),
  /** One blast's deliveries. */
  blastRecipients: (blastId: string) => tag('Blast', `RECIPIENTS:${blastId}`),
  /** The caller's followers. */
  mySubscribers: () => tag('HostSubscriber', 'MINE'),
  /** A social's tables and who sits where, as its hosts plan them. */
  tablePlan: (socialId: string) => tag('TablePlan', `SOCIAL:${socialId}`),
  /** The caller's own table at a social. */
  myTable: (socialId: string) => tag('TablePlan', `MINE:${socialId}`),
  /** What a social's printed badges and table tents show. */
  badgeSettings: (socialId: string) => tag('TablePlan', `BADGES:${socialId}`),
  /** The caller's chat channels with their unread counts. */
  chatChannels: () => tag('ChatChannel', 'MINE'),
  /** A chat channel's messages and threads (its id). */
  chatMessages: (channelId: string) => tag('ChatChannel', `MESSAGES:${channelId}`),
  conference: (conferenceIdOrSlug: string) => tag('Conference', conferenceIdOrSlug),
  conferenceList: () => tag('Conference', 'LIST'),
  /** A conference's agenda. */
  agenda: (conferenceId: string) => tag('Conference', `AGENDA:${conferenceId}`),
  speaker: (speakerId: string) => tag('Speaker', speakerId),
  /** The speakers of a conference, or (none named) the speakers CRM. */
  speakers: (conferenceId?: string) => tag('Speaker', conferenceId ? `CONFERENCE:${conferenceId}` : 'ALL'),
  /** The caller's tickets of a conference (bought or held). */
  myConferenceTickets: (conferenceId: string) => tag('Conference', `MY_TICKETS:${conferenceId}`),
  /** What a conference's tickets page sells (by its slug). */
  ticketSale: (conferenceSlug: string) => tag('Conference', `TICKET_SALE:${conferenceSlug}`),
  /** The sessions the caller saved on their agenda of a conference. */
  myAgenda: (conferenceId: string) => tag('Conference', `MY_AGENDA:${conferenceId}`),
  /** A conference's attendee directory and whether the caller is in it. */
  networking: (conferenceId: string) => tag('Conference', `NETWORKING:${conferenceId}`),
  /** A circle's posts. */
  circlePosts: (circleId: string) => tag('Post', `CIRCLE:${circleId}`),
  /** One post and what unlocking it takes. */
  post: (postId: string) => tag('Post', postId),
  /** A social's photos and videos. */
  socialMedia: (socialId: string) => tag('Media', `SOCIAL:${socialId}`),
  /** A social's photobook. */
  photobook: (socialId: string) => tag('Media', `PHOTOBOOK:${socialId}`),
  /** A circle (by id or slug) as the caller sees it. */
  circle: (circleIdOrSlug: string) => tag('Circle', circleIdOrSlug),
  /** A circle's members, requests and invitations. */
  circleMembers: (circleId: string) => tag('Circle', `MEMBERS:${circleId}`),
  /** A proposal (by id or slug) as the caller sees it: its choices, votes and the caller's own. */
  proposal: (proposalIdOrSlug: string) => tag('Proposal', proposalIdOrSlug),
  /** A patron's profile, members, invoices, reports or question bank (`INVOICES:<id>`…). */
  patron: (key: string) => tag('Patron', key),
  /** The pages of one kind staff write (a blog's list and posts): a change to any entry of the kind refetches them all. */
  content: (kind: string) => tag('Content', kind),
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
export const afterRsvpChange = (socialId: string): ApiTag[] => [tags.social(socialId), tags.attendees(socialId), tags.guestList(socialId), tags.myRsvps()];

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

/**
 * A review was written, edited, answered, hidden or deleted: it shows on its social, on each of its
 * hosts' pages and on the published list, and moves their figures; every review list goes.
 */
export const afterReviewChange = (): ApiTagType[] => ['HostReview'];

/**
 * A blast was sent, scheduled, changed or called off: its audience's scheduled list and history
 * (both under the audience's tag) and its deliveries.
 */
export const afterBlastChange = (audience: { socialId?: string; circleId?: string }, blastId?: string): ApiTag[] => [
  tags.blasts(audience),
  ...(blastId ? [tags.blastRecipients(blastId)] : []),
];

/** Following or unfollowing hosts changes isSubscribedAllHosts on their socials, and the hosts' follower lists. */
export const afterSubscriptionChange = (): ApiTagType[] => ['Social', 'HostSubscriber'];

/** A change to a social's tables or seating: its plan, and the table its guests see on their ticket. */
export const afterSeatingChange = (socialId: string): ApiTag[] => [tags.tablePlan(socialId), tags.myTable(socialId)];

/**
 * A conference or its passes changed: it is cached under its id and its slug, in lists by domain
 * and by manager, so everything of conferences goes (their agendas name the speakers too).
 */
export const afterConferenceChange = (): ApiTagType[] => ['Conference'];

/** A speaker was added, changed, attached or detached: every list of speakers and the agendas that name them. */
export const afterSpeakerChange = (): ApiTagType[] => ['Speaker', 'Conference'];

/** Data that depends on who is asking (myRsvp on socials, the caller's lists and users): stale after signing in or out. */
export const SESSION_DEPENDENT_TAG_TYPES = [
  'Social',
  'SocialList',
  'Rsvp',
  'User',
  'HostReview',
  'Blast',
  'HostSubscriber',
  'TablePlan',
  'Conference',
  'Speaker',
  'ChatChannel',
  'Content',
  'Patron',
  'Proposal',
] as const satisfies readonly ApiTagType[];
