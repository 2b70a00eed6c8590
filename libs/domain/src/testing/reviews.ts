import type { HostReview, SocialReviewSummary } from '../index';
import { host, me } from './index';

/** `me`'s published review of makeSocial()'s social, hosted by `host`. */
export function aHostReview(changes: Partial<HostReview> = {}): HostReview {
  return {
    id: 'review-1',
    social: { id: '11111111-1111-4111-8111-111111111111', slug: 'founders-dinner', title: 'Founders Dinner', eventTimestamp: 0, ownerId: host.id },
    author: { id: me.id, slug: me.slug, displayName: null, firstName: me.firstName, lastName: me.lastName, photoPath: null },
    rating: 5,
    comment: 'Warm welcome and great people',
    hidden: false,
    hiddenReason: null,
    reply: null,
    createdAt: Date.UTC(2026, 0, 10),
    updatedAt: Date.UTC(2026, 0, 10),
    ...changes,
  };
}

/** A social's review figures with no review yet, the viewer allowed to write one. */
export function aReviewSummary(changes: Partial<SocialReviewSummary> = {}): SocialReviewSummary {
  return { count: 0, average: null, distribution: [0, 0, 0, 0, 0], myReview: null, canReview: true, cannotReviewReason: null, ...changes };
}
