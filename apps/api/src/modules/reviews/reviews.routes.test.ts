import type {
  AttendeeReview,
  ErrorBody,
  HostReview,
  HostReviewPage,
  HostReviewsOfUser,
  PublishedHostReviews,
  Rsvp,
  Social,
  SocialHostRating,
  SocialReviewSummary,
} from '@socials/domain';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostReviews } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, createSocial, HOUR, MINUTE, type TestUser } from '../../test/kit';

describeOnOneDatabase('host reviews', (h) => {
  let owner: TestUser;
  let coHost: TestUser;
  let otherHost: TestUser;
  let admin: TestUser;
  let attendees: TestUser[];

  beforeAll(async () => {
    owner = await h().signIn('rev-owner@example.com', { firstName: 'Olive', lastName: 'Owner' });
    coHost = await h().signIn('rev-cohost@example.com', { firstName: 'Cody', lastName: 'Host' });
    otherHost = await h().signIn('rev-other@example.com', { firstName: 'Otto', lastName: 'Other' });
    admin = await h().signIn('rev-staff@example.com', { admin: true, firstName: 'Sam', lastName: 'Staff' });
    attendees = [];
    for (let i = 0; i < 4; i += 1) attendees.push(await h().signIn(`rev-attendee${i}@example.com`, { firstName: `Ada${i}`, lastName: 'Tendee' }));
  });

  const attendee = (i: number): TestUser => {
    const found = attendees[i];
    if (!found) throw new Error(`No attendee ${i}`);
    return found;
  };

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
    h().app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });

  async function rsvpTo(socialId: string, user: TestUser): Promise<Rsvp> {
    const res = await send('POST', `/api/socials/${socialId}/rsvps`, user, {});
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Rsvp;
  }

  async function checkIn(socialId: string, rsvpId: string): Promise<void> {
    const res = await send('POST', `/api/socials/${socialId}/rsvps/attendances`, owner, { method: 'HOST_QRCODE', rsvpId });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function endNow(socialId: string): Promise<void> {
    const res = await send('PATCH', `/api/socials/${socialId}`, owner, { eventEndTimestamp: Date.now() - MINUTE });
    expect(res.statusCode, res.body).toBe(200);
  }

  /**
   * A social of the owner and the co-host that started two hours ago, public and approved unless
   * `listed` is false: attendees `checkedIn` RSVP and are checked in, `onlyGoing` RSVP only; it then
   * ends unless `ended` is false.
   */
  async function pastSocial({ checkedIn = [0], onlyGoing = [] as number[], ended = true, listed = true } = {}) {
    const social = await createSocial(
      h(),
      owner,
      { attendance: { methods: ['HOST_QRCODE'] }, isPublic: listed },
      { coHost, startsIn: -2 * HOUR, lasts: 3 * HOUR },
    );
    if (listed) expect((await send('PATCH', `/api/socials/${social.id}`, admin, { publicApprovalStatus: 'APPROVED' })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/socials/${social.id}/attendance`, owner, { status: 'OPEN' })).statusCode).toBe(200);
    const rsvps = new Map<number, Rsvp>();
    for (const i of [...checkedIn, ...onlyGoing]) rsvps.set(i, await rsvpTo(social.id, attendee(i)));
    for (const i of checkedIn) await checkIn(social.id, rsvps.get(i)?.id ?? '');
    if (ended) await endNow(social.id);
    const rsvpOf = (i: number) => rsvps.get(i)?.id ?? '';
    return { social, rsvpOf };
  }

  const review = (social: Social, rsvpId: string, user: TestUser | null, payload: object) =>
    send('PATCH', `/api/socials/${social.id}/rsvps/${rsvpId}/review`, user, payload);

  async function reviewOk(social: Social, rsvpId: string, user: TestUser, payload: object): Promise<HostReview> {
    const res = await review(social, rsvpId, user, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as HostReview;
  }

  async function summaryOf(social: Social, user: TestUser | null): Promise<SocialReviewSummary> {
    const res = await send('GET', `/api/socials/${social.id}/review/summary`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SocialReviewSummary;
  }

  async function reviewsOfSocial(social: Social, user: TestUser | null, query = ''): Promise<HostReviewPage> {
    const res = await send('GET', `/api/host-reviews/social/${social.id}${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as HostReviewPage;
  }

  describe('who may review', () => {
    it('lets a checked-in attendee rate the hosts once the event has ended, with their comment', async () => {
      const { social, rsvpOf } = await pastSocial();
      const before = await summaryOf(social, attendee(0));
      expect(before).toMatchObject({ count: 0, average: null, myReview: null, canReview: true, cannotReviewReason: null });

      const written = await reviewOk(social, rsvpOf(0), attendee(0), { rating: 5, comment: '  Warm welcome  ' });
      expect(written).toMatchObject({
        social: { id: social.id, title: social.title, ownerId: owner.userId },
        author: { id: attendee(0).userId, firstName: 'Ada0' },
        rating: 5,
        comment: 'Warm welcome',
        hidden: false,
        reply: null,
      });
      const after = await summaryOf(social, attendee(0));
      expect(after).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1], myReview: { id: written.id } });
    });

    it('refuses an attendee who was going but not checked in, and anyone before the event ended', async () => {
      const early = await pastSocial({ checkedIn: [0], onlyGoing: [1], ended: false });
      const tooEarly = await review(early.social, early.rsvpOf(0), attendee(0), { rating: 4 });
      expect(tooEarly.statusCode).toBe(400);
      expect((tooEarly.json() as ErrorBody).message).toBe('Reviews open once the event is over');
      expect((await summaryOf(early.social, attendee(0))).canReview).toBe(false);

      await endNow(early.social.id);
      const notCheckedIn = await review(early.social, early.rsvpOf(1), attendee(1), { rating: 4 });
      expect(notCheckedIn.statusCode).toBe(403);
      expect((notCheckedIn.json() as ErrorBody).message).toBe('Only attendees who were checked in can review the hosts');
      expect(await summaryOf(early.social, attendee(1))).toMatchObject({
        canReview: false,
        cannotReviewReason: 'Only attendees who were checked in can review the hosts',
      });
      expect(await summaryOf(early.social, owner)).toMatchObject({ canReview: false, cannotReviewReason: 'Hosts cannot review their own social' });
      expect(await summaryOf(early.social, null)).toMatchObject({ canReview: false, myReview: null });
    });

    it("refuses a review through someone else's RSVP, an RSVP of another social, and anonymous callers", async () => {
      const { social, rsvpOf } = await pastSocial();
      for (const user of [attendee(1), owner, admin]) expect((await review(social, rsvpOf(0), user, { rating: 1 })).statusCode).toBe(403);
      expect((await review(social, rsvpOf(0), null, { rating: 1 })).statusCode).toBe(401);
      const elsewhere = await pastSocial({ checkedIn: [1] });
      expect((await review(social, elsewhere.rsvpOf(1), attendee(1), { rating: 1 })).statusCode).toBe(404);
      expect((await review(social, rsvpOf(0), attendee(0), { rating: 6 })).statusCode).toBe(400);
      expect((await summaryOf(social, null)).count).toBe(0);
    });
  });

  it('keeps one review per person per social: reviewing again edits it', async () => {
    const { social, rsvpOf } = await pastSocial();
    const first = await reviewOk(social, rsvpOf(0), attendee(0), { rating: 2, comment: 'Too loud' });
    const second = await reviewOk(social, rsvpOf(0), attendee(0), { rating: 4 });
    expect(second).toMatchObject({ id: first.id, rating: 4, comment: null });
    const rows = await h().db.select().from(hostReviews).where(eq(hostReviews.socialId, social.id));
    expect(rows).toHaveLength(1);
    expect(await summaryOf(social, null)).toMatchObject({ count: 1, average: 4, distribution: [0, 0, 0, 1, 0] });

    const edited = await send('PATCH', `/api/host-reviews/${first.id}`, attendee(0), { comment: 'Better than I said' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 4, comment: 'Better than I said' });
  });

  describe('hiding', () => {
    it('leaves hidden reviews out of averages and public lists; the author and staff still see them, marked', async () => {
      const { social, rsvpOf } = await pastSocial({ checkedIn: [0, 1] });
      await reviewOk(social, rsvpOf(0), attendee(0), { rating: 5, comment: 'Lovely' });
      const abusive = await reviewOk(social, rsvpOf(1), attendee(1), { rating: 1, comment: 'Rude words' });
      expect(await summaryOf(social, null)).toMatchObject({ count: 2, average: 3 });

      const hidden = await send('PATCH', `/api/host-reviews/${abusive.id}`, admin, { hidden: true, reason: 'Insults' });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json()).toMatchObject({ hidden: true, hiddenReason: 'Insults' });

      expect(await summaryOf(social, null)).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
      for (const viewer of [null, owner, attendee(0)]) expect((await reviewsOfSocial(social, viewer)).data.map((r) => r.id)).not.toContain(abusive.id);
      const seenByAuthor = (await reviewsOfSocial(social, attendee(1))).data.find((r) => r.id === abusive.id);
      expect(seenByAuthor).toMatchObject({ hidden: true, hiddenReason: 'Insults' });
      expect((await reviewsOfSocial(social, admin)).data.find((r) => r.id === abusive.id)).toMatchObject({ hidden: true });
      expect((await summaryOf(social, attendee(1))).myReview).toMatchObject({ id: abusive.id, hidden: true });

      const ofHost = (await send('GET', `/api/host-reviews/user/${owner.userId}`, null)).json() as HostReviewsOfUser;
      expect(ofHost.data.map((r) => r.id)).not.toContain(abusive.id);
      expect(ofHost.summary.distribution[0]).toBe(0);
      // For a host who is not its author, a hidden review does not exist: no reply to it.
      expect((await send('POST', `/api/host-reviews/${abusive.id}/reply`, owner, { comment: 'Sorry' })).statusCode).toBe(404);

      const shown = await send('PATCH', `/api/host-reviews/${abusive.id}`, admin, { hidden: false, reason: 'Appeal upheld' });
      expect(shown.json()).toMatchObject({ hidden: false, hiddenReason: null });
      expect((await summaryOf(social, null)).count).toBe(2);
    });

    it('lets only staff hide, and only with a reason', async () => {
      const { social, rsvpOf } = await pastSocial();
      const written = await reviewOk(social, rsvpOf(0), attendee(0), { rating: 3 });
      for (const user of [attendee(0), owner, otherHost]) {
        expect((await send('PATCH', `/api/host-reviews/${written.id}`, user, { hidden: true, reason: 'x' })).statusCode).toBe(403);
      }
      const noReason = await send('PATCH', `/api/host-reviews/${written.id}`, admin, { hidden: true });
      expect(noReason.statusCode).toBe(400);
      expect((noReason.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.reason', message: 'Say why the review is hidden' }]);
      // Staff moderate; the words stay the author's.
      expect((await send('PATCH', `/api/host-reviews/${written.id}`, admin, { rating: 1 })).statusCode).toBe(403);
      expect((await send('PATCH', `/api/host-reviews/${written.id}`, attendee(0), {})).statusCode).toBe(400);
      const [row] = await h().db.select().from(hostReviews).where(eq(hostReviews.id, written.id));
      expect(row).toMatchObject({ rating: 3, hidden: false });
    });
  });

  it('lets a host of the social reply once, editably, and nobody else', async () => {
    const { social, rsvpOf } = await pastSocial();
    const written = await reviewOk(social, rsvpOf(0), attendee(0), { rating: 4, comment: 'Nice' });
    for (const user of [attendee(0), otherHost, admin]) {
      const refused = await send('POST', `/api/host-reviews/${written.id}/reply`, user, { comment: 'Thanks' });
      expect(refused.statusCode, `${user.userId}: ${refused.body}`).toBe(403);
    }
    const replied = await send('POST', `/api/host-reviews/${written.id}/reply`, coHost, { comment: 'Thanks for coming!' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ reply: { comment: 'Thanks for coming!', author: { id: coHost.userId } } });
    const edited = await send('POST', `/api/host-reviews/${written.id}/reply`, owner, { comment: 'See you next time' });
    expect((edited.json() as HostReview).reply).toMatchObject({ comment: 'See you next time', author: { id: owner.userId } });
    expect((await send('POST', `/api/host-reviews/${written.id}/reply`, owner, { comment: '   ' })).statusCode).toBe(400);
    expect((await reviewsOfSocial(social, null)).data[0]?.reply?.comment).toBe('See you next time');
  });

  it('lets the author or staff delete a review; the author may then write a new one', async () => {
    const { social, rsvpOf } = await pastSocial({ checkedIn: [0, 1] });
    const mine = await reviewOk(social, rsvpOf(0), attendee(0), { rating: 2 });
    const theirs = await reviewOk(social, rsvpOf(1), attendee(1), { rating: 3 });
    for (const user of [owner, attendee(1)]) expect((await send('DELETE', `/api/host-reviews/${mine.id}`, user)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/host-reviews/${mine.id}`, attendee(0))).json()).toEqual({ ok: true });
    expect((await send('DELETE', `/api/host-reviews/${theirs.id}`, admin)).json()).toEqual({ ok: true });
    expect((await send('DELETE', `/api/host-reviews/${mine.id}`, attendee(0))).statusCode).toBe(404);
    expect((await summaryOf(social, null)).count).toBe(0);
    expect((await reviewOk(social, rsvpOf(0), attendee(0), { rating: 5 })).id).not.toBe(mine.id);
  });

  it("lists a host's reviews newest first with the filters and pages, and ranks hosts on the published list", async () => {
    const { social, rsvpOf } = await pastSocial({ checkedIn: [0, 1, 2] });
    const withComment = await reviewOk(social, rsvpOf(0), attendee(0), { rating: 5, comment: 'Great' });
    const bare = await reviewOk(social, rsvpOf(1), attendee(1), { rating: 3 });
    const latest = await reviewOk(social, rsvpOf(2), attendee(2), { rating: 4, comment: 'Good' });

    const list = async (userId: string, query: string, viewer: TestUser | null = null) => {
      const res = await send('GET', `/api/host-reviews/user/${userId}${query}`, viewer);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as HostReviewsOfUser;
    };
    const ids = (page: { data: HostReview[] }) => page.data.map((r) => r.id);
    // The co-host is a host of the social: its reviews are theirs too.
    for (const hostId of [owner.userId, coHost.userId]) {
      const all = await list(hostId, '?filter=ALL_REVIEWS');
      expect(ids(all).slice(0, 3)).toEqual([latest.id, bare.id, withComment.id]);
    }
    expect(ids(await list(owner.userId, '?filter=COMMENTS_ONLY'))).not.toContain(bare.id);
    const mine = await list(owner.userId, '?filter=MY_REVIEWS', attendee(1));
    expect(ids(mine)[0]).toBe(bare.id);
    expect(new Set(mine.data.map((r) => r.author.id))).toEqual(new Set([attendee(1).userId]));
    expect(ids(await list(owner.userId, '?filter=MY_REVIEWS'))).toEqual([]);
    expect(ids(await list(otherHost.userId, ''))).toEqual([]);
    expect((await send('GET', `/api/host-reviews/user/${randomUUID()}`, null)).statusCode).toBe(404);

    const first = await list(owner.userId, '?limit=2');
    expect(ids(first)).toEqual([latest.id, bare.id]);
    const next = await list(owner.userId, `?limit=2&exclusiveStartKey=${first.meta.lastEvaluatedKey ?? ''}`);
    expect(ids(next)[0]).toBe(withComment.id);
    expect((await send('GET', `/api/host-reviews/user/${owner.userId}?exclusiveStartKey=nonsense`, null)).statusCode).toBe(400);

    const published = (await send('GET', '/api/host-reviews/published?limit=3', null)).json() as PublishedHostReviews;
    expect(published.data.map((r) => r.id)).toEqual([latest.id, bare.id, withComment.id]);
    const rankedOwner = published.hosts.find((entry) => entry.host.id === owner.userId);
    expect(rankedOwner?.count).toBeGreaterThanOrEqual(3);
    expect(rankedOwner?.average).toEqual((await list(owner.userId, '')).summary.average);

    const rating = (await send('GET', `/api/socials/${social.id}/host-rating`, null)).json() as SocialHostRating;
    expect(rating.hosts.map((entry) => entry.host.id)).toEqual([owner.userId, coHost.userId]);
    expect(rating.hosts[0]?.average).toEqual(rankedOwner?.average);
  });

  it('lists the reviews of an unlisted social only on its own list, to its hosts, its author and staff; its ratings still count', async () => {
    const { social, rsvpOf } = await pastSocial({ listed: false, checkedIn: [3] });
    const unlisted = await reviewOk(social, rsvpOf(3), attendee(3), { rating: 2, comment: 'Private supper' });
    const idsOf = async (url: string, viewer: TestUser | null) => ((await send('GET', url, viewer)).json() as HostReviewPage).data.map((r) => r.id);
    for (const url of [`/api/host-reviews/user/${owner.userId}`, '/api/host-reviews/published?limit=50']) {
      for (const viewer of [null, attendee(0), otherHost])
        expect(await idsOf(url, viewer), `${url} as ${viewer?.userId ?? 'anonymous'}`).not.toContain(unlisted.id);
      for (const viewer of [attendee(3), admin]) expect(await idsOf(url, viewer), `${url} as ${viewer.userId}`).toContain(unlisted.id);
    }
    expect(await idsOf(`/api/host-reviews/user/${owner.userId}`, owner)).toContain(unlisted.id);
    expect(await idsOf(`/api/host-reviews/user/${coHost.userId}`, coHost)).toContain(unlisted.id);
    // Whoever has the social's link reaches its reviews.
    expect(await idsOf(`/api/host-reviews/social/${social.id}`, null)).toEqual([unlisted.id]);
    const ofHost = (await send('GET', `/api/host-reviews/user/${owner.userId}`, null)).json() as HostReviewsOfUser;
    expect(ofHost.summary.distribution[1]).toBeGreaterThanOrEqual(1);
  });

  it("lets the hosts and staff rate an attendee privately, through the attendee's RSVP", async () => {
    const { social, rsvpOf } = await pastSocial({ checkedIn: [0] });
    const url = (attendeeId: string) => `/api/socials/${social.id}/rsvps/${rsvpOf(0)}/review/attendees/${attendeeId}`;
    const res = await send('PATCH', url(attendee(0).userId), coHost, { rating: 5, note: 'Helped set up' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as AttendeeReview).toMatchObject({
      rsvpId: rsvpOf(0),
      attendeeId: attendee(0).userId,
      rating: 5,
      note: 'Helped set up',
      author: { id: coHost.userId },
    });
    expect((await send('PATCH', url(attendee(0).userId), admin, { rating: 4 })).json()).toMatchObject({ rating: 4, note: null });
    for (const user of [attendee(0), otherHost]) expect((await send('PATCH', url(attendee(0).userId), user, { rating: 1 })).statusCode).toBe(403);
    expect((await send('PATCH', url(attendee(1).userId), owner, { rating: 1 })).statusCode).toBe(404);
  });
});
