import { selfCheckInPath } from '@socials/domain';
import { fillPath } from '@socials/ui';
import { paths } from './route-paths';

export { paths };

export const socialPath = (slug: string) => fillPath(paths.social, { slug });
export const socialRsvpPath = (slug: string) => fillPath(paths.socialRsvp, { slug });
/** What the event's ATTENDEES_QRCODE code points to: the attendee's phone opens it and checks in (the server builds it too). */
export const socialCheckInPath = selfCheckInPath;

/** The per-city list, and its past-events variant (query type=past-events). */
export const PAST_EVENTS_TYPE = 'past-events';
export const cityEventsPath = (cityId: string, past = false) => `${fillPath(paths.cityEvents, { city: cityId })}${past ? `?type=${PAST_EVENTS_TYPE}` : ''}`;
export const userProfilePath = (slug: string) => fillPath(paths.userProfile, { slug });
export const circlePath = (slug: string) => fillPath(paths.circle, { slug });
export const circleEditPath = (slug: string) => fillPath(paths.editCircle, { slug });
export const circlePostPath = (slug: string, postId: string) => fillPath(paths.circlePost, { slug, postId });
/** The chat of a social or a circle, opened on /chat (even when the list of chats leaves an older social out). */
export const chatPathFor = (type: 'social' | 'circle', id: string) => `${paths.chat}?${type}=${encodeURIComponent(id)}`;
export const patronPath = (code: string) => fillPath(paths.patron, { code });
export const transactionReceiptPath = (paymentId: string) => fillPath(paths.transactionReceipt, { paymentId });

/** host-portal is another app on the same origin: reached with a plain link, outside this router. */
export const HOST_PORTAL_URL = '/host/';
export const CREATE_SOCIAL_URL = '/host/socials/new';
