import type { ErrorBody, Proposal, ProposalChoice, ProposalChoiceList, ProposalPage, ProposalRsvp, Rsvp, Social } from '@socials/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { proposals } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { apiCalls, DAY, fieldsOf, HOUR, type TestUser } from '../../test/kit';
import { closeProposalAtDeadline } from './proposals.jobs';

describeOnOneDatabase(
  'proposals',
  (h) => {
    let owner: TestUser;
    let coHost: TestUser;
    let voter: TestUser;
    let other: TestUser;
    let outsider: TestUser;
    let staff: TestUser;

    const { send, ok } = apiCalls(h);

    const dateChoice = (label: string, inDays: number) => ({
      kind: 'DATE',
      label,
      eventTimestamp: Date.now() + inDays * DAY,
      eventEndTimestamp: Date.now() + inDays * DAY + 3 * HOUR,
    });
    const create = (user: TestUser, body: object = {}) =>
      ok<Proposal>('POST', '/proposals', user, {
        title: 'Rooftop dinner',
        deadline: Date.now() + 3 * DAY,
        choices: [dateChoice('Friday', 10), dateChoice('Saturday', 11)],
        ...body,
      });
    const voteFor = (user: TestUser | null, proposal: Proposal, choice: number) =>
      send('PATCH', `/proposals/${proposal.id}/choices?choiceId=${proposal.choices[choice]!.id}`, user);

    beforeAll(async () => {
      owner = await h().signIn('proposals-owner@example.com', { firstName: 'Olga' });
      coHost = await h().signIn('proposals-cohost@example.com', { firstName: 'Cole' });
      voter = await h().signIn('proposals-voter@example.com', { firstName: 'Vera' });
      other = await h().signIn('proposals-other@example.com', { firstName: 'Otis' });
      outsider = await h().signIn('proposals-outsider@example.com', { firstName: 'Omar' });
      staff = await h().signIn('proposals-staff@example.com', { admin: true });
    });

    it('creates a proposal with its choices and the default quorum, refuses bad input on its fields, and lists it', async () => {
      const proposal = await create(owner, { description: 'Dinner on the roof' });
      expect(proposal).toMatchObject({
        title: 'Rooftop dinner',
        status: 'OPEN',
        quorum: 5,
        maxCapacity: 20,
        voterCount: 0,
        canManage: true,
        canTerminate: true,
        canVote: true,
        owner: { id: owner.userId },
      });
      expect(proposal.choices.map((choice) => [choice.label, choice.votes])).toEqual([
        ['Friday', 0],
        ['Saturday', 0],
      ]);
      expect(await ok<Proposal>('GET', `/proposals/slug/${proposal.slug}`, null)).toMatchObject({
        id: proposal.id,
        canManage: false,
        canVote: false,
        myVoteChoiceId: null,
      });

      const bad = await send('POST', '/proposals', owner, { title: 'x', deadline: Date.now() + DAY, choices: [{ kind: 'DATE', label: 'No date' }] });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['body.choices.0.eventTimestamp', 'body.title']);
      const past = await send('POST', '/proposals', owner, { title: 'Too late', deadline: Date.now() - 1000 });
      expect(past.statusCode).toBe(400);
      expect(fieldsOf(past)).toEqual(['body.deadline']);
      const unknownCircle = await send('POST', '/proposals', owner, {
        title: 'Lost',
        deadline: Date.now() + DAY,
        circleId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknownCircle.statusCode).toBe(400);
      expect(fieldsOf(unknownCircle)).toEqual(['body.circleId']);
      expect((await send('POST', '/proposals', null, { title: 'Anon', deadline: Date.now() + DAY })).statusCode).toBe(401);
      expect((await send('GET', '/proposals/slug/nothing-here', null)).statusCode).toBe(404);
      expect((await send('GET', '/proposals/not-a-uuid/choices', null)).statusCode).toBe(400);
      expect((await send('GET', '/proposals/00000000-0000-4000-8000-000000000000/choices', null)).statusCode).toBe(404);

      const second = await create(owner, { title: 'Second idea' });
      const first = await ok<ProposalPage>('GET', '/proposals?limit=1', null);
      expect(first.data.map((item) => item.id)).toEqual([second.id]);
      const next = await ok<ProposalPage>('GET', `/proposals?limit=1&exclusiveStartKey=${first.meta.lastEvaluatedKey}`, null);
      expect(next.data.map((item) => item.id)).toEqual([proposal.id]);
      expect((await send('GET', '/proposals?exclusiveStartKey=garbage', null)).statusCode).toBe(400);

      // Without a deadline, voting stays open for config proposal.deadlineDays (7).
      const defaulted = await ok<Proposal>('POST', '/proposals', owner, { title: 'Whenever suits' });
      expect(defaulted.deadline).toBeGreaterThan(Date.now() + 6 * DAY);
      expect(defaulted.deadline).toBeLessThan(Date.now() + 8 * DAY);
    });

    it('takes one vote per member, moved by voting again, and counts voters once', async () => {
      const proposal = await create(owner);
      const voted = await ok<Proposal>('PATCH', `/proposals/${proposal.id}/choices?choiceId=${proposal.choices[0]!.id}`, voter);
      expect(voted).toMatchObject({ voterCount: 1, myVoteChoiceId: proposal.choices[0]!.id, winningChoiceId: proposal.choices[0]!.id });
      const moved = await ok<Proposal>('PATCH', `/proposals/${proposal.id}/choices?choiceId=${proposal.choices[1]!.id}`, voter);
      expect(moved.voterCount).toBe(1);
      expect(moved.choices.map((choice) => choice.votes)).toEqual([0, 1]);
      await ok('PATCH', `/proposals/${proposal.id}/choices?choiceId=${proposal.choices[0]!.id}`, other);

      const list = await ok<ProposalChoiceList>('GET', `/proposals/${proposal.id}/choices`, voter);
      expect(list.myVoteChoiceId).toBe(proposal.choices[1]!.id);
      expect(list.data.map((choice) => choice.votes)).toEqual([1, 1]);

      const unknown = await send('PATCH', `/proposals/${proposal.id}/choices?choiceId=00000000-0000-4000-8000-000000000000`, voter);
      expect(unknown.statusCode).toBe(400);
      expect(fieldsOf(unknown)).toEqual(['query.choiceId']);
      const otherChoice = (await create(owner, { title: 'Elsewhere' })).choices[0]!.id;
      expect((await send('PATCH', `/proposals/${proposal.id}/choices?choiceId=${otherChoice}`, voter)).statusCode).toBe(400);
      expect((await send('PATCH', `/proposals/${proposal.id}/choices`, voter)).statusCode).toBe(400);
      expect((await voteFor(null, proposal, 0)).statusCode).toBe(401);
    });

    it('lets only its hosts add choices, and only the owner choose co-hosts', async () => {
      const proposal = await create(owner);
      const venue = { kind: 'VENUE', label: 'The park' };
      expect((await send('POST', `/proposals/${proposal.id}/choices`, coHost, venue)).statusCode).toBe(403);
      expect((await send('POST', `/proposals/${proposal.id}/hosts`, coHost, { userId: coHost.userId })).statusCode).toBe(403);
      const unknownUser = await send('POST', `/proposals/${proposal.id}/hosts`, owner, { userId: '00000000-0000-4000-8000-000000000000' });
      expect(unknownUser.statusCode).toBe(400);
      expect(fieldsOf(unknownUser)).toEqual(['body.userId']);
      const hosted = await ok<Proposal>('POST', `/proposals/${proposal.id}/hosts`, owner, { userId: coHost.userId });
      expect(hosted.hosts.map((host) => host.id)).toEqual([coHost.userId]);

      const added = await ok<ProposalChoice>('POST', `/proposals/${proposal.id}/choices`, coHost, venue);
      expect(added).toMatchObject({ kind: 'VENUE', label: 'The park', votes: 0 });
      expect((await ok<Proposal>('GET', `/proposals/slug/${proposal.slug}`, coHost)).choices.map((choice) => choice.label)).toEqual([
        'Friday',
        'Saturday',
        'The park',
      ]);
      const bad = await send('POST', `/proposals/${proposal.id}/choices`, owner, { kind: 'DATE', label: '' });
      expect(fieldsOf(bad)).toEqual(['body.eventTimestamp', 'body.label']);
    });

    it('keeps a circle proposal to its members: others neither see nor vote, nor propose in the circle', async () => {
      const circle = await ok<{ id: string }>('POST', '/circles', owner, { name: 'Proposal Circle' });
      await ok('POST', `/circles/${circle.id}/members`, voter, {});
      const refused = await send('POST', '/proposals', outsider, { title: 'Crasher', deadline: Date.now() + DAY, circleId: circle.id });
      expect(refused.statusCode).toBe(403);
      expect(fieldsOf(refused)).toEqual(['body.circleId']);

      const proposal = await create(owner, { circleId: circle.id });
      expect((await voteFor(voter, proposal, 0)).statusCode).toBe(200);
      expect((await voteFor(outsider, proposal, 0)).statusCode).toBe(404);
      expect((await send('GET', `/proposals/slug/${proposal.slug}`, outsider)).statusCode).toBe(404);
      expect((await send('POST', `/proposals/${proposal.id}/rsvps`, outsider, {})).statusCode).toBe(404);
      // Staff see it but are not members.
      expect((await voteFor(staff, proposal, 0)).statusCode).toBe(403);
      expect((await ok<ProposalPage>('GET', `/proposals?circleId=${circle.id}`, outsider)).data).toEqual([]);
      expect((await ok<ProposalPage>('GET', `/proposals?circleId=${circle.id}`, voter)).data.map((item) => item.id)).toEqual([proposal.id]);
      expect((await ok<ProposalPage>('GET', '/proposals?limit=100', null)).data.some((item) => item.id === proposal.id)).toBe(false);
    });

    it('closes proposals at their deadline by the quorum, once, and refuses votes after', async () => {
      const reached = await create(owner, { quorum: 2 });
      const short = await create(owner, { quorum: 5 });
      await voteFor(voter, reached, 0);
      await voteFor(other, reached, 1);
      await voteFor(voter, short, 0);
      await h()
        .db.update(proposals)
        .set({ deadline: new Date(Date.now() - 1000) })
        .where(sql`${proposals.id} in (${reached.id}, ${short.id})`);
      await h().db.execute(sql`update pgboss.job set start_after = now() where name = ${closeProposalAtDeadline.name} and state = 'created'`);
      await h().services.jobs.drain();

      expect((await ok<Proposal>('GET', `/proposals/slug/${reached.slug}`, voter)).status).toBe('QUORUM_REACHED');
      const closed = await ok<Proposal>('GET', `/proposals/slug/${short.slug}`, voter);
      expect(closed).toMatchObject({ status: 'CLOSED_NO_QUORUM', canVote: false });
      const late = await voteFor(other, short, 0);
      expect(late.statusCode).toBe(400);
      expect((late.json() as ErrorBody).message).toMatch(/no longer open/);

      // The job again (a retry) changes nothing.
      await h().services.jobs.enqueue(h().db, closeProposalAtDeadline, { proposalId: reached.id });
      await h().services.jobs.drain();
      const [row] = await h().db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, reached.id));
      expect(row?.status).toBe('QUORUM_REACHED');
      expect((await ok<ProposalPage>('GET', '/proposals?status=CLOSED_NO_QUORUM&limit=100', null)).data.map((item) => item.id)).toContain(short.id);
    });

    it('turns the winning choice into a social in one step once the quorum is reached, and gives its voters RSVPs within the seats', async () => {
      const proposal = await create(owner, { quorum: 3, maxCapacity: 1 });
      await ok('POST', `/proposals/${proposal.id}/hosts`, owner, { userId: coHost.userId });
      await voteFor(voter, proposal, 1);
      await voteFor(other, proposal, 1);
      const early = await send('POST', `/proposals/${proposal.id}/social`, coHost, {});
      expect(early.statusCode).toBe(400);
      expect((early.json() as ErrorBody).message).toMatch(/needs 3 voters/);

      await voteFor(outsider, proposal, 1);
      await voteFor(staff, proposal, 0);
      // The outsider is no longer coming: their vote counts for the quorum, but they get no RSVP.
      const answer = await ok<ProposalRsvp>('POST', `/proposals/${proposal.id}/rsvps`, outsider, { status: 'INTERESTED' });
      expect((await send('PATCH', `/proposals/${proposal.id}/rsvps/${answer.id}`, voter, { status: 'NOT_GOING' })).statusCode).toBe(403);
      expect((await ok<ProposalRsvp>('PATCH', `/proposals/${proposal.id}/rsvps/${answer.id}`, outsider, { status: 'NOT_GOING' })).status).toBe('NOT_GOING');

      expect((await send('POST', `/proposals/${proposal.id}/social`, voter, {})).statusCode).toBe(403);
      const converted = await ok<Proposal>('POST', `/proposals/${proposal.id}/social`, coHost, {});
      expect(converted.status).toBe('CONVERTED');
      expect(converted.social).not.toBeNull();

      const social = await ok<Social>('GET', `/socials/${converted.social!.id}`, voter);
      expect(social).toMatchObject({
        owner: { id: owner.userId },
        title: 'Rooftop dinner',
        eventTimestamp: proposal.choices[1]!.eventTimestamp,
        confirmedPax: 1,
        maxCapacity: 1,
      });
      const guests = await ok<{ data: Rsvp[] }>('GET', `/socials/${social.id}/rsvps?limit=100`, owner);
      expect(guests.data.map((rsvp) => [rsvp.userId, rsvp.status]).sort()).toEqual(
        [
          [voter.userId, 'APPROVED'],
          [other.userId, 'WAITLIST'],
        ].sort(),
      );
      expect((await send('POST', `/proposals/${proposal.id}/social`, coHost, {})).statusCode).toBe(400);
      expect((await voteFor(voter, proposal, 0)).statusCode).toBe(400);
    });

    it('asks for a date when the winning choice has none, and refuses a start in the past', async () => {
      const proposal = await create(owner, { quorum: 1, choices: [{ kind: 'FORMAT', label: 'Board games' }] });
      await voteFor(voter, proposal, 0);
      const noDate = await send('POST', `/proposals/${proposal.id}/social`, owner, {});
      expect(noDate.statusCode).toBe(400);
      expect(fieldsOf(noDate)).toEqual(['body.eventTimestamp']);
      const past = await send('POST', `/proposals/${proposal.id}/social`, owner, { eventTimestamp: Date.now() - DAY });
      expect(fieldsOf(past)).toEqual(['body.eventTimestamp']);
      const start = Date.now() + 5 * DAY;
      const done = await ok<Proposal>('POST', `/proposals/${proposal.id}/social`, owner, { eventTimestamp: start, venue: 'Cafe Ludo' });
      expect(await ok<Social>('GET', `/socials/${done.social!.id}`, owner)).toMatchObject({
        eventTimestamp: start,
        eventEndTimestamp: start + 2 * HOUR,
        venue: 'Cafe Ludo',
      });
    });

    it('lets its owner and staff terminate it, not its co-hosts, and only once', async () => {
      const proposal = await create(owner);
      await ok('POST', `/proposals/${proposal.id}/hosts`, owner, { userId: coHost.userId });
      expect((await send('POST', `/proposals/${proposal.id}/terminate`, coHost)).statusCode).toBe(403);
      expect((await send('POST', `/proposals/${proposal.id}/terminate`, voter)).statusCode).toBe(403);
      expect((await send('POST', `/proposals/${proposal.id}/terminate`, null)).statusCode).toBe(401);
      expect((await ok<Proposal>('POST', `/proposals/${proposal.id}/terminate`, owner)).status).toBe('TERMINATED');
      expect((await send('POST', `/proposals/${proposal.id}/terminate`, owner)).statusCode).toBe(400);
      expect((await send('POST', `/proposals/${proposal.id}/rsvps`, voter, {})).statusCode).toBe(400);
      const byStaff = await create(owner);
      expect((await ok<Proposal>('POST', `/proposals/${byStaff.id}/terminate`, staff)).status).toBe('TERMINATED');
    });
  },
  { checkSeats: true },
);
