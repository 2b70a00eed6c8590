import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatChannel, ChatMessage, ChatServerFrame } from '@socials/domain';
import { me } from '@socials/domain/testing';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ChatPage } from './chat-page';

setupMockApi();

/** The browser's WebSocket, played by the test: it records what the page sends and hands it frames. */
class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.OPEN;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    setTimeout(() => this.onopen?.(), 0);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  receive(frame: ChatServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const author = { id: 'host-1', slug: 'hana', displayName: null, firstName: 'Hana', lastName: 'Host', photoPath: null };

const aChannel = (overrides: Partial<ChatChannel> = {}): ChatChannel => ({
  id: 'channel-1',
  type: 'social',
  refId: 'social-1',
  name: 'Rooftop Supper',
  social: { id: 'social-1', slug: 'rooftop-supper' },
  peer: null,
  muted: false,
  unreadCount: 2,
  lastMessageAt: 1_700_000_000_000,
  lastMessage: null,
  canModerate: false,
  ...overrides,
});

const aMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'message-1',
  channelId: 'channel-1',
  seq: 1,
  parentId: null,
  author,
  body: 'Welcome, everyone',
  deleted: false,
  editedAt: null,
  createdAt: 1_700_000_000_000,
  replyCount: 0,
  reactions: [],
  ...overrides,
});

function serveChat(channels: ChatChannel[], messages: ChatMessage[] = []) {
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/chat/channels', () => HttpResponse.json({ data: channels })),
    http.get('*/api/chat/channels/social/social-1/messages', () => HttpResponse.json({ data: messages, hasMore: false })),
    http.patch('*/api/users/me/chat/channels/social/social-1', () => HttpResponse.json(aChannel({ unreadCount: 0 }))),
    http.post('*/api/chat/channels/social/social-1/messages', async ({ request }) => {
      const body = (await request.json()) as { body: string };
      posted.push(body);
      return HttpResponse.json(aMessage({ id: 'message-9', seq: 9, author: { ...author, id: me.id, firstName: 'Me' }, body: body.body }), { status: 201 });
    }),
  );
  return posted;
}

const openChat = (url = '/chat') => {
  signIn();
  return renderPage(<ChatPage />, { path: '/chat', url });
};

describe('ChatPage', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says how to get a channel when there is none', async () => {
    serveChat([]);
    openChat();
    expect(await screen.findByRole('heading', { name: 'No chats yet' })).toBeInTheDocument();
  });

  it('says where chats come from when there is none', async () => {
    serveChat([]);
    openChat();
    expect(await screen.findByText(/Chats come from your socials and circles/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a social' })).toHaveAttribute('href', '/socials');
  });

  it('shows each channel with its newest message (who, the start of it, how long ago) and the unread count, in the order given', async () => {
    const fiveMinutesAgo = Date.now() - 5 * 60_000;
    serveChat([
      aChannel({ lastMessageAt: fiveMinutesAgo, lastMessage: { id: 'message-3', author, excerpt: 'Doors open at seven…', createdAt: fiveMinutesAgo } }),
      aChannel({
        id: 'channel-2',
        type: 'circle',
        refId: 'circle-1',
        name: 'Night Owls',
        social: null,
        unreadCount: 0,
        lastMessage: { id: 'message-4', author: { ...author, id: me.id }, excerpt: 'See you all', createdAt: Date.now() - 3 * 86_400_000 },
      }),
      aChannel({ id: 'channel-3', name: 'Quiet Picnic', unreadCount: 0, lastMessageAt: null }),
    ]);
    openChat();
    const rows = within(await screen.findByRole('navigation', { name: 'Channels' })).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Rooftop Supper.*5 min.*Hana H\.: Doors open at seven….*2 unread/),
      expect.stringMatching(/Night Owls.*3 days.*You: See you all/),
      expect.stringMatching(/Quiet Picnic.*No messages yet/),
    ]);
    const time = within(rows[0]!).getByText('5 min');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/));
    expect(rows[2]).not.toHaveTextContent('unread');
  });

  it('opens the channel an event page links to, though the list leaves it out', async () => {
    serveChat([aChannel()]);
    const old = aChannel({
      id: 'channel-9',
      refId: 'social-9',
      name: 'Old Quiet Brunch',
      social: { id: 'social-9', slug: 'old-quiet-brunch' },
      unreadCount: 0,
    });
    server.use(
      http.get('*/api/chat/channels/social/social-9', () => HttpResponse.json(old)),
      http.get('*/api/chat/channels/social/social-9/messages', () => HttpResponse.json({ data: [], hasMore: false })),
    );
    openChat('/chat?social=social-9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Old Quiet Brunch' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message Old Quiet Brunch' })).toBeInTheDocument();
  });

  it('lists the channels with their unread counts, opens one, and sends a message with Enter', async () => {
    const posted = serveChat(
      [aChannel(), aChannel({ id: 'channel-2', type: 'direct', refId: 'channel-2', name: 'Ola Peer', social: null, unreadCount: 0 })],
      [aMessage()],
    );
    openChat();
    const channels = await screen.findByRole('navigation', { name: 'Channels' });
    const rooftop = within(channels).getByRole('button', { name: /Rooftop Supper/ });
    expect(rooftop).toHaveTextContent('2 unread');
    await userEvent.click(rooftop);

    const messages = await screen.findByRole('list', { name: 'Messages in Rooftop Supper' });
    expect(within(messages).getByText('Welcome, everyone')).toBeInTheDocument();
    const composer = screen.getByRole('textbox', { name: 'Message Rooftop Supper' });
    await userEvent.type(composer, 'See you at 7{Enter}');
    await waitFor(() => expect(posted).toEqual([{ body: 'See you at 7' }]));
    expect(await within(messages).findByText('See you at 7')).toBeInTheDocument();
    expect(composer).toHaveValue('');
  });

  it('shows a message that arrives live, once, and resumes the open channel after its newest message', async () => {
    serveChat([aChannel()], [aMessage()]);
    openChat('/chat?channel=channel-1');
    const messages = await screen.findByRole('list', { name: 'Messages in Rooftop Supper' });
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.instances[0]!;
    await waitFor(() => expect(socket.sent[0]).toMatchObject({ type: 'auth' }));
    socket.receive({ type: 'ready', userId: me.id });
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribe', channelId: 'channel-1', after: 'message-1' }));

    const live = aMessage({ id: 'message-2', seq: 2, body: 'Doors are open' });
    socket.receive({ type: 'message', channelId: 'channel-1', message: live });
    socket.receive({ type: 'message', channelId: 'channel-1', message: live });
    expect(await within(messages).findByText('Doors are open')).toBeInTheDocument();
    expect(within(messages).getAllByText('Doors are open')).toHaveLength(1);
    expect(screen.getByText(/New message from Hana: Doors are open/)).toBeInTheDocument();
  });
});
