import type { Conference, ConferencePartnerList, ConferenceSession, ConferenceTicket, ErrorBody, NetworkingDirectory } from '@socials/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, DAY, HOUR, type TestUser } from '../../test/kit';

describeOnOneDatabase('a personal agenda and the attendee directory', (h) => {
  let staff: TestUser;
  let holder: TestUser;
  let otherHolder: TestUser;
  let stranger: TestUser;
  let quiet: TestUser;
  let conference: Conference;
  let elsewhere: Conference;
  const sessions: ConferenceSession[] = [];
  const start = Date.UTC(2031, 8, 1, 9, 0);

  const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: object, status = 200) => {
    const res = await h().app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const create = (slug: string) =>
    send<Conference>(
      'POST',
      '/api/conferences',
      staff,
      {
        slug,
        name: slug,
        startsAt: start,
        endsAt: start + DAY + 9 * HOUR,
        timezone: 'UTC',
        published: true,
        passes: [{ name: 'Free', priceCents: 0, quantity: 50 }],
      },
      201,
    );
  const holdTicket = async (user: TestUser, name: string, more: object = {}) => {
    await send('POST', `/api/conferences/${conference.id}/payments`, user, { passId: conference.passes[0]!.id, quantity: 1 }, 201);
    const [ticket] = (await send<{ data: ConferenceTicket[] }>('GET', `/api/users/me/tickets/conferences/${conference.id}`, user)).data;
    await send('PATCH', `/api/conferences/${conference.id}/tickets/${ticket!.id}`, user, { action: 'complete', holderName: name, ...more });
  };

  beforeAll(async () => {
    staff = await h().signIn('attendees-staff@example.com', { admin: true });
    holder = await h().signIn('attendees-holder@example.com', { firstName: 'Hana', lastName: 'Holder' });
    otherHolder = await h().signIn('attendees-other@example.com', { firstName: 'Ada', lastName: 'Other' });
    stranger = await h().signIn('attendees-stranger@example.com');
    quiet = await h().signIn('attendees-quiet@example.com');
    conference = await create('agenda-summit');
    elsewhere = await create('other-summit');
    const session = (conferenceId: string, title: string, from: number) =>
      send<ConferenceSession>(
        'POST',
        '/api/sessions',
        staff,
        { conferenceId, title, room: 'Main', startsAt: start + from * HOUR, endsAt: start + (from + 1) * HOUR },
        201,
      );
    sessions.push(await session(conference.id, 'Day two keynote', 24), await session(conference.id, 'Opening', 0), await session(elsewhere.id, 'Elsewhere', 0));
    await holdTicket(holder, 'Hana Holder');
    await holdTicket(otherHolder, 'Ada Other');
    await holdTicket(quiet, 'Quinn Quiet', { holderJobTitle: 'Engineer', holderCompany: 'Acme' });
  });

  it('saves sessions on a personal agenda, once however often, by start time', async () => {
    const [dayTwo, opening, elsewhereSession] = sessions as [ConferenceSession, ConferenceSession, ConferenceSession];
    const saved = (id: string) => `/api/conferences/${conference.slug}/sessions/${id}/saved`;
    await send('PUT', saved(opening.id), null, undefined, 401);
    expect(await send('PUT', saved(dayTwo.id), stranger)).toEqual({ sessionId: dayTwo.id, saved: true });
    await send('PUT', saved(dayTwo.id), stranger);
    await send('PUT', saved(opening.id), stranger);
    const unknown = await send<ErrorBody>('PUT', saved(randomUUID()), stranger, undefined, 404);
    expect(unknown.message).toBe('Session not found');
    await send('PUT', saved(elsewhereSession.id), stranger, undefined, 404);

    const agenda = await send<{ data: ConferenceSession[] }>('GET', `/api/conferences/${conference.id}/my-agenda`, stranger);
    expect(agenda.data.map((s) => s.title)).toEqual(['Opening', 'Day two keynote']);
    expect((await send<{ data: ConferenceSession[] }>('GET', `/api/conferences/${conference.id}/my-agenda`, holder)).data).toEqual([]);
    await send('GET', `/api/conferences/${conference.id}/my-agenda`, null, undefined, 401);

    expect(await send('DELETE', saved(opening.id), stranger)).toEqual({ sessionId: opening.id, saved: false });
    await send('DELETE', saved(opening.id), stranger);
    expect((await send<{ data: ConferenceSession[] }>('GET', `/api/conferences/${conference.id}/my-agenda`, stranger)).data.map((s) => s.title)).toEqual([
      'Day two keynote',
    ]);
  });

  it('lists the ticket holders who opt in, to ticket holders only', async () => {
    const directory = `/api/conferences/${conference.id}/networking`;
    const refused = await send<ErrorBody>('GET', directory, stranger, undefined, 403);
    expect(refused.message).toBe('Only ticket holders of this conference can see the attendee directory');
    await send('PUT', `${directory}/me`, stranger, undefined, 403);
    await send('GET', directory, null, undefined, 401);
    expect(await send<NetworkingDirectory>('GET', directory, holder)).toEqual({ optedIn: false, data: [] });

    expect(await send('PUT', `${directory}/me`, holder)).toEqual({ optedIn: true });
    await send('PUT', `${directory}/me`, holder);
    await send('PUT', `${directory}/me`, otherHolder);
    await send('PUT', `${directory}/me`, quiet);
    const listed = await send<NetworkingDirectory>('GET', directory, otherHolder);
    expect(listed.optedIn).toBe(true);
    // A profile without a name shows what its owner wrote on their ticket.
    expect(listed.data.map((a) => [a.userId, a.name, a.headline])).toEqual([
      [otherHolder.userId, 'Ada Other', ''],
      [holder.userId, 'Hana Holder', ''],
      [quiet.userId, 'Quinn Quiet', 'Engineer, Acme'],
    ]);
    expect(listed.data[1]).toMatchObject({
      headline: '',
      photoUrl: null,
      profileSlug: expect.any(String),
      profileUrl: expect.stringMatching(/\/users\/[^/]+$/),
    });
    // The directory of another conference is not this one's.
    await send('GET', `/api/conferences/${elsewhere.id}/networking`, holder, undefined, 403);

    expect(await send('DELETE', `${directory}/me`, holder)).toEqual({ optedIn: false });
    expect((await send<NetworkingDirectory>('GET', directory, holder)).data.map((a) => a.name)).toEqual(['Ada Other', 'Quinn Quiet']);
  });

  it('shows the partners staff choose among the patrons', async () => {
    const patron = await send<{ id: string; code: string }>('POST', '/api/patrons', staff, { name: 'Acme Partner', code: 'acme-partner' }, 201);
    const partner = (id: string) => `/api/conferences/${conference.id}/patrons/${id}`;
    await send('POST', partner(patron.id), holder, undefined, 403);
    await send('POST', partner(patron.id), null, undefined, 401);
    expect((await send<ErrorBody>('POST', partner(randomUUID()), staff, undefined, 404)).message).toBe('Patron not found');
    await send('POST', partner(patron.id), staff);
    const partners = await send<ConferencePartnerList>('POST', partner(patron.id), staff);
    expect(partners.data).toEqual([
      {
        id: patron.id,
        code: 'acme-partner',
        name: 'Acme Partner',
        logoUrl: null,
        websiteUrl: null,
        pageUrl: expect.stringMatching(/\/patrons\/acme-partner$/),
      },
    ]);
    expect((await send<ConferencePartnerList>('GET', `/api/conferences/${conference.slug}/patrons`, null)).data.map((p) => p.name)).toEqual(['Acme Partner']);
    expect((await send<ConferencePartnerList>('GET', `/api/conferences/${elsewhere.id}/patrons`, null)).data).toEqual([]);
    expect((await send<ConferencePartnerList>('DELETE', partner(patron.id), staff)).data).toEqual([]);
  });
});
