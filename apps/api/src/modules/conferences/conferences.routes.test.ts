import type { Conference, ConferenceSession, ErrorBody, Speaker } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, DAY, HOUR, type TestUser } from '../../test/kit';

const START = Date.UTC(2031, 4, 12, 13, 0); // 09:00 in New York

function conferenceBody(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'ai-summit',
    name: 'AI Summit',
    startsAt: START,
    endsAt: START + DAY + 9 * HOUR,
    timezone: 'America/New_York',
    venueName: 'Pier 57',
    venueAddress: '25 11th Ave, New York',
    published: true,
    branding: { primaryColor: '#1d4ed8', heroImageUrl: 'https://images.example.com/hero.jpg' },
    passes: [
      { name: 'General', priceCents: 25_000, quantity: 100 },
      { name: 'VIP', priceCents: 90_000, quantity: 10 },
    ],
    ...overrides,
  };
}

describeOnOneDatabase('conferences, speakers and the agenda', (h) => {
  let staff: TestUser;
  let organizer: TestUser;
  let stranger: TestUser;
  let conference: Conference;

  const send = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: object, status = 200) => {
    const res = await h().app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };

  beforeAll(async () => {
    staff = await h().signIn('conf-staff@example.com', { admin: true });
    organizer = await h().signIn('conf-organizer@example.com', { firstName: 'Olga' });
    stranger = await h().signIn('conf-stranger@example.com');
  });

  it('lets staff create a conference with passes and organizers, and no one else', async () => {
    const refused = await send<ErrorBody>('POST', '/api/conferences', organizer, conferenceBody(), 403);
    expect(refused.message).toBe('Only staff can create a conference');
    const bad = await send<ErrorBody>('POST', '/api/conferences', staff, conferenceBody({ endsAt: START - 1, branding: { primaryColor: 'blue' } }), 400);
    expect(bad.fieldErrors?.map((f) => f.field).sort()).toEqual(['body.branding.primaryColor', 'body.endsAt']);

    conference = await send<Conference>('POST', '/api/conferences', staff, conferenceBody({ organizerIds: [organizer.userId], published: false }), 201);
    expect(conference.passes.map((p) => [p.name, p.remaining])).toEqual([
      ['General', 100],
      ['VIP', 10],
    ]);
    expect(conference.branding).toEqual({
      primaryColor: '#1d4ed8',
      accentColor: '#0f766e',
      heroImageUrl: 'https://images.example.com/hero.jpg',
      logoUrl: null,
    });

    const taken = await send<ErrorBody>('POST', '/api/conferences', staff, conferenceBody(), 400);
    expect(taken.fieldErrors?.[0]?.field).toBe('body.slug');
  });

  it('hides an unpublished conference from everyone but its managers', async () => {
    await send('GET', `/api/conferences/${conference.id}`, null, undefined, 404);
    await send('GET', `/api/conferences/ai-summit`, stranger, undefined, 404);
    expect((await send<Conference>('GET', '/api/conferences/ai-summit', organizer)).canManage).toBe(true);
    expect((await send<{ data: Conference[] }>('GET', '/api/conferences', null)).data).toEqual([]);
    expect((await send<{ data: Conference[] }>('GET', '/api/conferences?managed=true', organizer)).data.map((c) => c.slug)).toEqual(['ai-summit']);
    expect((await send<{ data: Conference[] }>('GET', '/api/conferences?managed=true', stranger)).data).toEqual([]);
  });

  it('lets organizers change the conference and its passes, but not who organizes it', async () => {
    const [general, vip] = conference.passes;
    const changed = await send<Conference>('PATCH', `/api/conferences/${conference.id}`, organizer, {
      published: true,
      domain: 'Summit.Example.com',
      passes: [
        { id: general!.id, name: 'General admission', priceCents: 20_000, quantity: 150 },
        { name: 'Student', priceCents: 5_000, quantity: 20 },
      ],
    });
    expect(changed.passes.map((p) => p.name)).toEqual(['General admission', 'Student']);
    expect(changed.passes.some((p) => p.id === vip!.id)).toBe(false);
    // An organizer's domain waits for staff's approval.
    expect([changed.domain, changed.requestedDomain]).toEqual([null, 'summit.example.com']);
    await send('POST', `/api/conferences/${conference.id}/domain-decision`, staff, { approve: true });
    expect(
      (await send<{ data: Conference[] }>('GET', '/api/conferences?domain=summit.example.com', null)).data.map((c) => [c.name, c.organizerIds, c.canManage]),
    ).toEqual([['AI Summit', [], false]]);

    const organizers = await send<ErrorBody>('PATCH', `/api/conferences/${conference.id}`, organizer, { organizerIds: [] }, 403);
    expect(organizers.message).toBe('Only staff can choose the organizers');
    await send('PATCH', `/api/conferences/${conference.id}`, stranger, { name: 'Mine now' }, 403);
    const unknownPass = await send<ErrorBody>(
      'PATCH',
      `/api/conferences/${conference.id}`,
      organizer,
      { passes: [{ id: vip!.id, name: 'VIP', priceCents: 1, quantity: 1 }] },
      400,
    );
    expect(unknownPass.fieldErrors?.[0]?.field).toBe('body.passes.0.id');
    conference = changed;
  });

  it('gives each conference host name its own conference, name, colours and logo, from data alone', async () => {
    const looks = [
      {
        host: 'north-summit.example.org',
        name: 'North Summit',
        branding: { primaryColor: '#b91c1c', accentColor: '#fbbf24', logoUrl: 'https://cdn.example.org/north.png' },
      },
      {
        host: 'south-forum.example.net',
        name: 'South Forum',
        branding: { primaryColor: '#047857', accentColor: '#1e3a8a', logoUrl: 'https://cdn.example.net/south.svg' },
      },
    ];
    for (const [i, look] of looks.entries()) {
      await send(
        'POST',
        '/api/conferences',
        staff,
        conferenceBody({ slug: `two-hosts-${i}`, name: look.name, domain: look.host, branding: look.branding }),
        201,
      );
    }
    // The conference site asks for the conference of the host it was requested on (www. and the port dropped).
    for (const look of looks) {
      const found = await send<{ data: Conference[] }>('GET', `/api/conferences?domain=${look.host}`, null);
      expect(found.data.map((c) => ({ name: c.name, domain: c.domain, branding: c.branding }))).toEqual([
        { name: look.name, domain: look.host, branding: { ...look.branding, heroImageUrl: null } },
      ]);
    }
    const taken = await send<ErrorBody>('POST', '/api/conferences', staff, conferenceBody({ slug: 'two-hosts-2', domain: looks[0]!.host }), 409);
    expect(taken.fieldErrors?.[0]?.field).toBe('body.domain');
  });

  let ada: Speaker;
  let alan: Speaker;

  it('keeps speakers: organizers add them to their conference, staff anywhere', async () => {
    ada = await send<Speaker>(
      'POST',
      '/api/speakers',
      organizer,
      { conferenceId: conference.id, name: 'Ada Lovelace', headline: 'Analyst', links: [{ label: 'Site', url: 'https://ada.example.com' }] },
      201,
    );
    expect(ada.conferenceIds).toEqual([conference.id]);
    alan = await send<Speaker>('POST', '/api/speakers', staff, { name: 'Alan Turing', company: 'Bletchley' }, 201);
    expect(alan.conferenceIds).toEqual([]);
    const noConference = await send<ErrorBody>('POST', '/api/speakers', organizer, { name: 'Grace Hopper' }, 400);
    expect(noConference.fieldErrors?.[0]?.field).toBe('body.conferenceId');
    await send('POST', '/api/speakers', stranger, { conferenceId: conference.id, name: 'Intruder' }, 403);

    // Alan is in no conference the organizer sees until attached.
    await send('PATCH', `/api/speakers/${alan.id}`, organizer, { bio: 'x' }, 404);
    const attached = await send<{ data: Speaker[] }>('PATCH', `/api/conferences/${conference.id}/speakers`, organizer, { speakerIds: [alan.id] });
    expect(attached.data.map((s) => s.name)).toEqual(['Ada Lovelace', 'Alan Turing']);
    alan = await send<Speaker>('PATCH', `/api/speakers/${alan.id}`, organizer, { bio: 'Computing pioneer', photoUrl: 'https://images.example.com/alan.jpg' });
    expect(alan.bio).toBe('Computing pioneer');
    await send('PATCH', `/api/speakers/${alan.id}`, stranger, { bio: 'vandal' }, 403);

    expect((await send<{ data: Speaker[] }>('GET', `/api/conferences/ai-summit/speakers`, null)).data.map((s) => s.name)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
    ]);
    expect((await send<{ data: Speaker[] }>('GET', '/api/speakers?q=turing', staff)).data.map((s) => s.name)).toEqual(['Alan Turing']);
  });

  it('builds the agenda and refuses a room or a speaker in two sessions at once, naming the clash', async () => {
    const session = (title: string, room: string, from: number, to: number, speakerIds: string[]) => ({
      conferenceId: conference.id,
      title,
      track: 'AI',
      room,
      startsAt: START + from * HOUR,
      endsAt: START + to * HOUR,
      speakerIds,
    });
    const keynote = await send<ConferenceSession>('POST', '/api/sessions', organizer, session('Keynote', 'Main hall', 0, 1, [ada.id]), 201);
    expect(keynote.speakers.map((s) => s.name)).toEqual(['Ada Lovelace']);
    await send('POST', '/api/sessions', organizer, session('Workshop', 'Room 2', 1, 2, [ada.id]), 201);

    const roomClash = await send<ErrorBody>('POST', '/api/sessions', organizer, session('Panel', 'main hall', 0.5, 1.5, [alan.id]), 400);
    expect(roomClash).toMatchObject({ message: 'Main hall is taken: "Keynote" and "Panel" overlap in it', fieldErrors: [{ field: 'body.room' }] });
    const speakerClash = await send<ErrorBody>('POST', '/api/sessions', organizer, session('Fireside', 'Room 3', 1.5, 2.5, [alan.id, ada.id]), 400);
    expect(speakerClash.message).toBe('Ada Lovelace cannot be in two places: "Workshop" and "Fireside" overlap');
    const outside = await send<ErrorBody>('POST', '/api/sessions', organizer, session('Late', 'Room 3', 40, 41, []), 400);
    expect(outside.fieldErrors?.[0]?.field).toBe('body.startsAt');

    const moved = await send<ErrorBody>(
      'PATCH',
      `/api/sessions/${keynote.id}`,
      organizer,
      { room: 'Room 2', startsAt: START + 1.5 * HOUR, endsAt: START + 2.5 * HOUR },
      400,
    );
    expect(moved.message).toBe('Room 2 is taken: "Workshop" and "Keynote" overlap in it');
    await send('PATCH', `/api/sessions/${keynote.id}`, organizer, {
      speakerIds: [alan.id],
      room: 'Room 2',
      startsAt: START + 2 * HOUR,
      endsAt: START + 3 * HOUR,
    });

    const agenda = await send<{ data: ConferenceSession[] }>('GET', `/api/conferences/${conference.id}/sessions`, null);
    expect(agenda.data.map((s) => [s.title, s.room, s.speakers.map((p) => p.name)])).toEqual([
      ['Workshop', 'Room 2', ['Ada Lovelace']],
      ['Keynote', 'Room 2', ['Alan Turing']],
    ]);
    expect((await send<{ data: ConferenceSession[] }>('GET', `/api/sessions?conferenceId=${conference.id}`, null)).data).toEqual(agenda.data);

    // Detaching a speaker takes them off its sessions; deleting a session frees its room.
    await send('DELETE', `/api/conferences/${conference.id}/speakers?speakerId=${alan.id}`, organizer);
    expect((await send<ConferenceSession>('GET', `/api/sessions/${keynote.id}`, null)).speakers).toEqual([]);
    await send('DELETE', `/api/sessions/${keynote.id}`, stranger, undefined, 403);
    await send('DELETE', `/api/sessions/${keynote.id}`, organizer);
    await send('GET', `/api/sessions/${keynote.id}`, null, undefined, 404);
  });
});
