import { NOTIFY_ME_QUESTION_ID, type HostAnalytics, type HostSocialFiguresPage, type Rsvp, type SocialDetail, type SocialStats } from '@socials/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';
import { apiCalls, bearer, createSocial, type TestUser } from '../../test/kit';

describeOnEachDatabase('analytics: the funnel counts people', (h) => {
  const { ok } = apiCalls(h);
  let host: TestUser;
  let guests: TestUser[];

  beforeAll(async () => {
    host = await h().signIn('funnel-host@example.com');
    guests = [];
    for (let i = 0; i < 5; i += 1) guests.push(await h().signIn(`funnel-guest${i}@example.com`));
  });

  const guest = (i: number): TestUser => {
    const found = guests[i];
    if (!found) throw new Error(`No guest ${i}`);
    return found;
  };

  async function viewPage(socialId: string, visitorId: string, user?: TestUser): Promise<void> {
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'x-visitor-id': visitorId, ...(user ? bearer(user.token) : {}) },
      payload: { events: [{ type: 'PAGE_VIEW', socialId }] },
      remoteAddress: '192.0.2.44',
    });
    expect(res.statusCode, res.body).toBe(202);
  }

  const notifyMe = { questionId: NOTIFY_ME_QUESTION_ID, isTrue: true };
  const answered = [{ questionId: 'why', answer: 'To meet people' }, notifyMe];

  describe('a social whose guests RSVP from links the page tracker never saw', () => {
    it('never has a step larger than the one before, counts the guests who answered as surveys, and matches the guest list', async () => {
      const social = await createSocial(h(), host, { questionnaire: [{ id: 'why', questionType: 'SHORT_TEXT', title: 'Why are you coming?' }] });
      // Four page views by two people: guest 0 looked before signing in and again after, on the same browser.
      await viewPage(social.id, 'funnel-browser-a');
      await viewPage(social.id, 'funnel-browser-a', guest(0));
      await viewPage(social.id, 'funnel-browser-b');
      await viewPage(social.id, 'funnel-browser-b');
      // Five guests start an RSVP, four send it; three answer the host's question, one ticks only the notify-me box.
      for (const i of [0, 1, 2]) await ok<Rsvp>('POST', `/socials/${social.id}/rsvps`, guest(i), { answers: answered });
      await ok<Rsvp>('POST', `/socials/${social.id}/rsvps`, guest(3), { answers: [notifyMe] });
      await ok<Rsvp>('POST', `/socials/${social.id}/rsvps`, guest(4), { partial: true });

      const stats = await ok<SocialStats>('GET', `/socials/${social.id}/stats`, host);
      expect(stats.funnel.map((step) => [step.label, step.count])).toEqual([
        ['Saw the page', 6],
        ['Started an RSVP', 5],
        ['RSVPed', 4],
        ['Going', 4],
        ['Attended', 0],
      ]);
      for (const step of stats.funnel) expect(step.ofPrevious ?? 0).toBeLessThanOrEqual(100);
      expect(stats.totals).toMatchObject({ PAGE_VIEW: 4, SURVEY_COMPLETED: 3, RSVP: 4, PARTIAL_RSVP: 1 });

      // The guest list's counts: RSVPs sent, and going (the seats taken).
      const list = await ok<{ data: Rsvp[] }>('GET', `/socials/${social.id}/rsvps?limit=50`, host);
      const sent = list.data.filter((rsvp) => rsvp.status !== 'INITIAL' && rsvp.status !== 'PARTIAL_UPDATE');
      const going = list.data.filter((rsvp) => rsvp.status === 'APPROVED' || rsvp.status === 'ATTENDED');
      const detail = await ok<SocialDetail>('GET', `/socials/${social.id}`, host);
      expect(stats.funnel[2]?.count).toBe(sent.length);
      expect(stats.funnel[3]?.count).toBe(going.length);
      expect(stats.funnel[3]?.count).toBe(detail.confirmedPax);

      // The host's overview and the row of this social say the same.
      const overview = await ok<HostAnalytics>('GET', `/users/${host.userId}/host-analytics`, host);
      expect(overview.funnel.map((step) => step.count)).toEqual([6, 5, 4, 4, 0]);
      const figures = await ok<HostSocialFiguresPage>('GET', `/users/${host.userId}/host-analytics/socials`, host);
      expect(figures.data).toMatchObject([{ social: { id: social.id }, views: 6, rsvps: 4, approved: 4, attended: 0 }]);
    });
  });
});
