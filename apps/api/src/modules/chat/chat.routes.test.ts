import type {
  ChatChannel,
  ChatChannelList,
  ChatMemberList,
  ChatMessage,
  ChatMessageHits,
  ChatMessagePage,
  ChatReplies,
  ChatSearchResults,
  ErrorBody,
  Rsvp,
  Social,
} from '@socials/domain';
import { MAX_CHAT_MESSAGE_LENGTH } from '@socials/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, createSocial, type TestUser } from '../../test/kit';

/** Posting limit of the suite: high enough for the tests, low enough to reach in one. */
const PER_MINUTE = 12;

describeOnOneDatabase(
  'chat',
  (h) => {
    let host: TestUser;
    let coHost: TestUser;
    let guest: TestUser;
    let waitlisted: TestUser;
    let stranger: TestUser;
    let staff: TestUser;
    let social: Social;
    let guestRsvp: Rsvp;

    const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
      h().app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });

    async function ok<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser, payload?: object): Promise<T> {
      const res = await send(method, url, user, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json() as T;
    }

    const channelUrl = () => `/api/chat/channels/social/${social.id}`;
    const post = (user: TestUser, body: string, parentId?: string) =>
      ok<ChatMessage>('POST', `${channelUrl()}/messages`, user, { body, ...(parentId ? { parentId } : {}) });

    beforeAll(async () => {
      host = await h().signIn('chat-host@example.com', { firstName: 'Hana', lastName: 'Host' });
      coHost = await h().signIn('chat-cohost@example.com', { firstName: 'Cole', lastName: 'Cohost' });
      guest = await h().signIn('chat-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
      waitlisted = await h().signIn('chat-waitlisted@example.com', { firstName: 'Wally', lastName: 'Waiting' });
      stranger = await h().signIn('chat-stranger@example.com', { firstName: 'Stan', lastName: 'Ranger' });
      staff = await h().signIn('chat-staff@example.com', { admin: true, firstName: 'Sue', lastName: 'Staff' });
      social = await createSocial(h(), host, { title: 'Rooftop Founders Chat', maxCapacity: 1 }, { coHost });
      guestRsvp = await ok<Rsvp>('POST', `/api/socials/${social.id}/rsvps`, guest, {});
      expect(guestRsvp.status).toBe('APPROVED');
      // The only seat is taken: the next guest waits, and is not going.
      expect((await ok<Rsvp>('POST', `/api/socials/${social.id}/rsvps`, waitlisted, {})).status).toBe('WAITLIST');
    });

    it("lets the social's hosts and the guests who are going in, and nobody else", async () => {
      for (const member of [host, coHost, guest]) expect((await send('GET', channelUrl(), member)).statusCode).toBe(200);
      for (const outsider of [waitlisted, stranger]) {
        const res = await send('GET', channelUrl(), outsider);
        expect(res.statusCode).toBe(403);
        expect((res.json() as ErrorBody).message).toMatch(/members/);
      }
      expect((await send('GET', channelUrl(), null)).statusCode).toBe(401);
      expect((await send('GET', `/api/chat/channels/social/${randomUUID()}`, guest)).statusCode).toBe(404);
      // Staff read (and moderate) without being members, but do not post.
      expect((await send('GET', channelUrl(), staff)).statusCode).toBe(200);
      expect((await send('POST', `${channelUrl()}/messages`, staff, { body: 'Staff here' })).statusCode).toBe(403);
      expect((await send('POST', `${channelUrl()}/messages`, waitlisted, { body: 'Let me in' })).statusCode).toBe(403);
    });

    it('posts messages, threads replies under them, and pages the channel without the replies', async () => {
      const first = await post(host, 'Welcome to the rooftop, everyone');
      const second = await post(guest, 'Thanks! Is there parking nearby?');
      const reply = await post(coHost, 'Yes, the garage on 5th street', second.id);
      // A reply to a reply joins the same thread.
      const replyToReply = await post(guest, 'Perfect, see you there', reply.id);
      expect(replyToReply.parentId).toBe(second.id);
      expect(first.author.firstName).toBe('Hana');

      const page = await ok<ChatMessagePage>('GET', `${channelUrl()}/messages`, guest);
      const ids = page.data.map((m) => m.id);
      expect(ids.slice(-2)).toEqual([first.id, second.id]);
      expect(page.data.find((m) => m.id === second.id)?.replyCount).toBe(2);

      const thread = await ok<ChatReplies>('GET', `${channelUrl()}/messages/${reply.id}/replies`, host);
      expect(thread.parent.id).toBe(second.id);
      expect(thread.data.map((m) => m.body)).toEqual(['Yes, the garage on 5th street', 'Perfect, see you there']);

      const older = await ok<ChatMessagePage>('GET', `${channelUrl()}/messages?before=${second.id}&limit=1`, guest);
      expect(older.data.map((m) => m.id)).toEqual([first.id]);
    });

    it('refuses an empty or too long message, naming the field, and a parent from elsewhere', async () => {
      const long = await send('POST', `${channelUrl()}/messages`, guest, { body: 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1) });
      expect(long.statusCode).toBe(400);
      expect(JSON.stringify((long.json() as ErrorBody).fieldErrors)).toContain('body');
      expect((await send('POST', `${channelUrl()}/messages`, guest, { body: '   ' })).statusCode).toBe(400);
      const elsewhere = await send('POST', `${channelUrl()}/messages`, guest, { body: 'Hi', parentId: randomUUID() });
      expect(elsewhere.statusCode).toBe(400);
      expect((elsewhere.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.parentId');
    });

    it('toggles reactions: a second tap takes the reaction back', async () => {
      const message = await post(host, 'Drinks are on the house tonight');
      const liked = await ok<ChatMessage>('POST', `${channelUrl()}/messages/${message.id}/reactions`, guest, { emoji: '🎉' });
      expect(liked.reactions).toEqual([{ emoji: '🎉', count: 1, userIds: [guest.userId] }]);
      const both = await ok<ChatMessage>('POST', `${channelUrl()}/messages/${message.id}/reactions`, coHost, { emoji: '🎉' });
      expect(both.reactions[0]?.count).toBe(2);
      const back = await ok<ChatMessage>('POST', `${channelUrl()}/messages/${message.id}/reactions`, guest, { emoji: '🎉' });
      expect(back.reactions).toEqual([{ emoji: '🎉', count: 1, userIds: [coHost.userId] }]);
      expect((await send('POST', `${channelUrl()}/messages/${message.id}/reactions`, guest, { emoji: 'two words' })).statusCode).toBe(400);
    });

    it('lets only the author edit; the author, a host and staff delete', async () => {
      const message = await post(guest, 'Running late, sorry');
      expect((await send('PATCH', `${channelUrl()}/messages/${message.id}`, host, { body: 'Hijacked' })).statusCode).toBe(403);
      const edited = await ok<ChatMessage>('PATCH', `${channelUrl()}/messages/${message.id}`, guest, { body: 'Running 10 minutes late' });
      expect(edited.body).toBe('Running 10 minutes late');
      expect(edited.editedAt).not.toBeNull();

      const other = await post(host, 'Doors open at 7');
      expect((await send('DELETE', `${channelUrl()}/messages/${other.id}`, guest)).statusCode).toBe(403);
      expect((await send('DELETE', `${channelUrl()}/messages/${message.id}`, coHost)).statusCode).toBe(200);
      expect((await send('DELETE', `${channelUrl()}/messages/${other.id}`, staff)).statusCode).toBe(200);
      const page = await ok<ChatMessagePage>('GET', `${channelUrl()}/messages`, guest);
      const deleted = page.data.find((m) => m.id === message.id);
      expect(deleted).toMatchObject({ deleted: true, body: '' });
      expect((await send('PATCH', `${channelUrl()}/messages/${message.id}`, guest, { body: 'Back' })).statusCode).toBe(400);
    });

    it('counts unread messages of others, marks read up to a message, and mutes', async () => {
      const before = await ok<ChatChannel>('GET', channelUrl(), coHost);
      const last = await post(guest, 'Who brings the speaker?');
      const after = await ok<ChatChannel>('GET', channelUrl(), coHost);
      expect(after.unreadCount).toBe(before.unreadCount + 1);
      // One's own messages are read.
      const mine = await ok<ChatChannel>('GET', channelUrl(), guest);
      expect(mine.unreadCount).toBe(0);

      const read = await ok<ChatChannel>('PATCH', `/api/users/me/chat/channels/social/${social.id}`, coHost, { lastReadMessageId: last.id, muted: true });
      expect(read).toMatchObject({ unreadCount: 0, muted: true });
      const list = await ok<ChatChannelList>('GET', '/api/chat/channels', coHost);
      expect(list.data.find((c) => c.refId === social.id)).toMatchObject({ muted: true, unreadCount: 0, canModerate: true, name: 'Rooftop Founders Chat' });
      expect((await send('PATCH', `/api/users/me/chat/channels/social/${social.id}`, coHost, {})).statusCode).toBe(400);
      expect((await send('PATCH', `/api/users/me/chat/channels/social/${social.id}`, stranger, { muted: true })).statusCode).toBe(403);
    });

    it("lists the caller's channels: the socials they host or go to, not those they wait for", async () => {
      const ofGuest = await ok<ChatChannelList>('GET', '/api/chat/channels', guest);
      expect(ofGuest.data.map((c) => c.refId)).toContain(social.id);
      expect(ofGuest.data.find((c) => c.refId === social.id)?.canModerate).toBe(false);
      const ofWaiting = await ok<ChatChannelList>('GET', '/api/chat/channels', waitlisted);
      expect(ofWaiting.data.map((c) => c.refId)).not.toContain(social.id);
    });

    it('lists the members, hosts first', async () => {
      const channel = await ok<ChatChannel>('GET', channelUrl(), guest);
      const members = await ok<ChatMemberList>('GET', `/api/chat/channels/team/${channel.id}/members`, guest);
      expect(members.data.map((m) => [m.firstName, m.role])).toEqual([
        ['Cole', 'HOST'],
        ['Hana', 'HOST'],
        ['Gus', 'MEMBER'],
      ]);
      expect((await send('GET', `/api/chat/channels/team/${channel.id}/members`, stranger)).statusCode).toBe(403);
    });

    it('opens one direct channel per pair, private to the two', async () => {
      const opened = await ok<ChatChannel>('POST', '/api/chat/channels', guest, { type: 'direct', userId: stranger.userId });
      const again = await ok<ChatChannel>('POST', '/api/chat/channels', stranger, { type: 'direct', userId: guest.userId });
      expect(again.id).toBe(opened.id);
      expect(opened.peer?.firstName).toBe('Stan');
      expect(again.name).toBe('Gus Guest');
      const url = `/api/chat/channels/direct/${opened.id}`;
      await ok<ChatMessage>('POST', `${url}/messages`, stranger, { body: 'Hey Gus, loved your talk' });
      for (const outsider of [host, staff]) expect((await send('GET', `${url}/messages`, outsider)).statusCode).toBe(404);
      const self = await send('POST', '/api/chat/channels', guest, { type: 'direct', userId: guest.userId });
      expect(self.statusCode).toBe(400);
      expect((self.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.userId');
      expect((await send('POST', '/api/chat/channels', guest, { type: 'direct', userId: randomUUID() })).statusCode).toBe(404);
    });

    it("searches the words of messages in the caller's channels only, and channel names", async () => {
      await post(guest, 'The saxophone player was incredible');
      const hits = await ok<ChatMessageHits>('GET', '/api/chat/search/messages?q=SAXOPHONE', host);
      expect(hits.data.map((m) => m.body)).toEqual(['The saxophone player was incredible']);
      expect(hits.data[0]?.channel).toMatchObject({ type: 'social', refId: social.id });
      expect((await ok<ChatMessageHits>('GET', '/api/chat/search/messages?q=saxophone', stranger)).data).toEqual([]);

      const both = await ok<ChatSearchResults>('GET', '/api/chat/search?q=rooftop', guest);
      expect(both.channels.map((c) => c.refId)).toEqual([social.id]);
      expect(both.messages.map((m) => m.body)).toContain('Welcome to the rooftop, everyone');
      const channels = await ok<ChatChannelList>('GET', '/api/chat/search/channels?q=founders%20rooftop', guest);
      expect(channels.data.map((c) => c.refId)).toEqual([social.id]);
      expect((await send('GET', '/api/chat/search/messages?q=', guest)).statusCode).toBe(400);
    });

    it('a guest who cancels loses the channel at once', async () => {
      const leaving = await h().signIn('chat-leaving@example.com', { firstName: 'Lee' });
      const open = await createSocial(h(), host, { title: 'Open Bar Night' });
      const rsvp = await ok<Rsvp>('POST', `/api/socials/${open.id}/rsvps`, leaving, {});
      const url = `/api/chat/channels/social/${open.id}`;
      await ok<ChatMessage>('POST', `${url}/messages`, leaving, { body: 'Hello all' });
      await ok<unknown>('DELETE', `/api/socials/${open.id}/rsvps/${rsvp.id}`, leaving);
      expect((await send('GET', `${url}/messages`, leaving)).statusCode).toBe(403);
      expect((await send('POST', `${url}/messages`, leaving, { body: 'Still here?' })).statusCode).toBe(403);
    });

    it("opens a circle's channel to its active members, hosts moderating, and drops a member who leaves", async () => {
      const circle = await ok<{ id: string }>('POST', '/api/circles', host, { name: 'Chat Circle Founders' });
      const member = await h().signIn('chat-circle-member@example.com', { firstName: 'Mia', lastName: 'Member' });
      await ok<unknown>('POST', `/api/circles/${circle.id}/members`, member, {});
      const listed = await ok<ChatChannelList>('GET', '/api/chat/channels', member);
      const channel = listed.data.find((c) => c.type === 'circle' && c.refId === circle.id);
      expect(channel).toMatchObject({ name: 'Chat Circle Founders', canModerate: false });
      const id = await ok<{ chatChannelId: string }>('GET', `/api/chat/circles/chatChannelId/${circle.id}`, member);
      expect(id.chatChannelId).toBe(channel?.id);
      const url = `/api/chat/channels/circle/${circle.id}`;
      const posted = await ok<ChatMessage>('POST', `${url}/messages`, member, { body: 'Hi circle' });
      expect((await ok<ChatChannel>('GET', url, host)).canModerate).toBe(true);
      expect((await send('GET', url, stranger)).statusCode).toBe(403);
      expect((await send('GET', `/api/chat/circles/chatChannelId/${circle.id}`, stranger)).statusCode).toBe(403);
      expect((await send('DELETE', `${url}/messages/${posted.id}`, host)).statusCode).toBe(200);

      await ok<unknown>('DELETE', `/api/circles/${circle.id}/members`, member);
      expect((await send('GET', `${url}/messages`, member)).statusCode).toBe(403);
      expect((await ok<ChatChannelList>('GET', '/api/chat/channels', member)).data.map((c) => c.refId)).not.toContain(circle.id);
    });

    it('limits how many messages one user posts per minute, with Retry-After', async () => {
      const chatty = await h().signIn('chat-chatty@example.com');
      const open = await createSocial(h(), chatty, { title: 'Chatty Social' });
      const url = `/api/chat/channels/social/${open.id}/messages`;
      for (let i = 0; i < PER_MINUTE; i += 1) expect((await send('POST', url, chatty, { body: `Message ${i}` })).statusCode).toBe(201);
      const refused = await send('POST', url, chatty, { body: 'One too many' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Refused messages are not stored.
      const page = await ok<ChatMessagePage>('GET', `${url}?limit=100`, chatty);
      expect(page.data).toHaveLength(PER_MINUTE);
    });
  },
  { env: { CHAT_MESSAGES_PER_MINUTE: String(PER_MINUTE) } },
);
