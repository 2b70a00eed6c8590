import type { ChatChannel, ChatChannelList, ChatMessage, Social } from '@socials/domain';
import { CHAT_EXCERPT_LENGTH } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { socials } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { apiCalls, createSocial, DAY, HOUR, type TestUser } from '../../test/kit';

describeOnEachDatabase('the list of chat channels', (h) => {
  const { send, ok } = apiCalls(h);
  let host: TestUser;
  let guest: TestUser;
  let upcoming: Social;
  let endedLastWeek: Social;
  let endedLongAgoQuiet: Social;
  let endedLongAgoTalked: Social;

  const post = (user: TestUser, social: Social, body: string) => ok<ChatMessage>('POST', `/chat/channels/social/${social.id}/messages`, user, { body });
  const endedDaysAgo = async (social: Social, days: number) => {
    const end = new Date(Date.now() - days * DAY);
    await h()
      .db.update(socials)
      .set({ eventAt: new Date(end.getTime() - 2 * HOUR), eventEndAt: end })
      .where(eq(socials.id, social.id));
  };
  const namesOf = (list: ChatChannelList) => list.data.map((channel) => channel.name);

  beforeAll(async () => {
    host = await h().signIn('list-host@example.com', { firstName: 'Hana', lastName: 'Host' });
    guest = await h().signIn('list-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
    upcoming = await createSocial(h(), host, { title: 'Upcoming Supper' });
    endedLastWeek = await createSocial(h(), host, { title: 'Last Week Picnic' });
    endedLongAgoQuiet = await createSocial(h(), host, { title: 'Old Quiet Brunch' });
    endedLongAgoTalked = await createSocial(h(), host, { title: 'Old Talked Dinner' });
    await ok('POST', `/socials/${upcoming.id}/rsvps`, guest, {});

    await post(host, endedLongAgoTalked, 'Thanks for coming, photos are up');
    await post(host, upcoming, 'Welcome!');
    await post(guest, upcoming, 'Hi all');
    await post(host, upcoming, `Doors open at seven\nBring a friend if you like`);
    await endedDaysAgo(endedLastWeek, 7);
    await endedDaysAgo(endedLongAgoQuiet, 60);
    await endedDaysAgo(endedLongAgoTalked, 60);
  });

  it("gives each channel its newest message (sender, first line) and the viewer's unread count, newest activity first", async () => {
    const list = await ok<ChatChannelList>('GET', '/chat/channels', guest);
    const supper = list.data.find((channel) => channel.refId === upcoming.id);
    expect(supper?.lastMessage).toMatchObject({ author: { id: host.userId, firstName: 'Hana' }, excerpt: 'Doors open at seven…' });
    expect(supper?.lastMessage?.createdAt).toBe(supper?.lastMessageAt);
    // Writing marks the channel read: only the host's message after the guest's counts.
    expect(supper?.unreadCount).toBe(1);

    const hosts = await ok<ChatChannelList>('GET', '/chat/channels', host);
    // Channels with messages by their newest message, then the quiet ones.
    expect(namesOf(hosts)).toEqual(['Upcoming Supper', 'Old Talked Dinner', 'Last Week Picnic']);
    expect(hosts.data[1]?.lastMessage?.excerpt).toBe('Thanks for coming, photos are up');
    expect(hosts.data[2]?.lastMessage).toBeNull();
  });

  it("leaves out a host's social that ended long ago and had no message, still open from its page", async () => {
    const hosts = await ok<ChatChannelList>('GET', '/chat/channels', host);
    expect(namesOf(hosts)).not.toContain('Old Quiet Brunch');
    const opened = await ok<ChatChannel>('GET', `/chat/channels/social/${endedLongAgoQuiet.id}`, host);
    expect(opened).toMatchObject({ name: 'Old Quiet Brunch', lastMessage: null, unreadCount: 0 });
    // Someone writes in it: it is back in the list, first.
    await post(host, endedLongAgoQuiet, 'Shall we do it again?');
    expect(namesOf(await ok<ChatChannelList>('GET', '/chat/channels', host))[0]).toBe('Old Quiet Brunch');
    expect((await send('GET', `/chat/channels/social/${endedLongAgoQuiet.id}`, guest)).statusCode).toBe(403);
  });

  it('cuts a long first line at a word, and skips a deleted newest message', async () => {
    const long = `${'word '.repeat(40)}end`;
    await post(host, endedLastWeek, 'Before the long one');
    const last = await post(host, endedLastWeek, long);
    let picnic = (await ok<ChatChannelList>('GET', '/chat/channels', host)).data.find((channel) => channel.refId === endedLastWeek.id);
    expect(picnic?.lastMessage?.excerpt.length).toBeLessThanOrEqual(CHAT_EXCERPT_LENGTH);
    expect(picnic?.lastMessage?.excerpt).toMatch(/^word( word)*…$/);

    await ok('DELETE', `/chat/channels/social/${endedLastWeek.id}/messages/${last.id}`, host);
    picnic = (await ok<ChatChannelList>('GET', '/chat/channels', host)).data.find((channel) => channel.refId === endedLastWeek.id);
    expect(picnic?.lastMessage?.excerpt).toBe('Before the long one');
  });
});
