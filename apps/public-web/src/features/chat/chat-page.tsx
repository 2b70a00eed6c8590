import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useGetChatChannelQuery,
  useGetChatChannelsQuery,
  useGetChatMessagesQuery,
  useGetChatRepliesQuery,
  usePostChatMessageMutation,
  useUpdateMyChatChannelMutation,
  type ChatChannelRef,
  type ChatSocketStatus,
} from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { formatRelativeTime, formatZonedTimestamp, getShortName, lastChatMessage, MAX_CHAT_MESSAGE_LENGTH, type ChatChannel } from '@socials/domain';
import {
  Badge,
  Button,
  EmptyState,
  FOCUS_RING,
  LoadError,
  PageLoader,
  TEXT_LINK,
  TextArea,
  toastError,
  useDocumentTitle,
  useReaderTimeZone,
} from '@socials/ui';
import { paths } from '../../shared/paths';
import { MessageItem } from './message-item';
import { refOf, useChatLive } from './use-chat-live';

const STATUS_TEXT: Record<ChatSocketStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline: new messages show when you reload',
};

/** The channel an event or circle page links to (?social= or ?circle=): it opens even when the list leaves it out. */
function linkedRefOf(params: URLSearchParams): { type: 'social' | 'circle'; refId: string } | null {
  const social = params.get('social');
  if (social) return { type: 'social', refId: social };
  const circle = params.get('circle');
  return circle ? { type: 'circle', refId: circle } : null;
}

/** /chat — the user's channels (socials they host or go to, circles, direct messages), a conversation with threads, live. */
export function ChatPage() {
  useDocumentTitle('Chat');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading, refetch } = useGetChatChannelsQuery();
  const linkedRef = linkedRefOf(params);
  const linked = useGetChatChannelQuery(linkedRef ?? { type: 'social', refId: '' }, { skip: !linkedRef });
  const channels = data?.data;
  const wanted = params.get('channel') ?? linked.data?.id;
  const open = channels?.find((channel) => channel.id === wanted) ?? (linkedRef && linked.data?.id === wanted ? linked.data : null) ?? null;
  const thread = open ? params.get('thread') : null;
  // An older social's channel, opened from its page, is followed live like the listed ones.
  const followed = useMemo(() => (channels && open && !channels.some((channel) => channel.id === open.id) ? [...channels, open] : channels), [channels, open]);
  const { status, announcement } = useChatLive(followed, open);

  const select = (next: { channel?: string | null; thread?: string | null }) => {
    // Opening a thread keeps the channel's address (its id, or the page's link); choosing a channel starts afresh.
    const search = new URLSearchParams();
    if (next.channel === undefined) {
      for (const key of ['channel', 'social', 'circle']) {
        const value = params.get(key);
        if (value) search.set(key, value);
      }
    } else if (next.channel) search.set('channel', next.channel);
    if (next.thread && (search.has('channel') || linkedRef)) search.set('thread', next.thread);
    setParams(search);
  };

  let body;
  if (isLoading || (linkedRef && linked.isLoading)) body = <PageLoader label="Loading your chats…" />;
  else if (error) body = <LoadError error={error} onRetry={refetch} />;
  else if (linkedRef && linked.error) body = <LoadError error={linked.error} onRetry={linked.refetch} />;
  else if (!channels || (channels.length === 0 && !open))
    body = (
      <EmptyState
        title="No chats yet"
        description="Chats come from your socials and circles: each social has one for its hosts and the guests who are going, and each circle one for its members. RSVP to a social or join a circle, and its chat shows here."
        action={
          <Link to={paths.socials} className={TEXT_LINK}>
            Find a social
          </Link>
        }
      />
    );
  else
    body = (
      <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Channels" className={open ? 'hidden md:block' : ''}>
          {channels.length > 0 ? (
            <ChannelList channels={channels} viewerId={user?.id ?? null} openId={open?.id ?? null} onSelect={(id) => select({ channel: id, thread: null })} />
          ) : (
            <p className="text-sm text-fg-muted">No other chats yet.</p>
          )}
        </nav>
        {open && user ? (
          <Conversation
            key={open.id}
            channel={open}
            viewerId={user.id}
            thread={thread}
            onThread={(messageId) => select({ thread: messageId })}
            onBack={() => select({ channel: null })}
          />
        ) : (
          <p className="hidden text-fg-muted md:block">Choose a channel to read and write in it.</p>
        )}
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Chat</h1>
        <p role="status" className="text-sm text-fg-muted">
          <Badge tone={status === 'live' ? 'success' : status === 'offline' ? 'neutral' : 'warning'}>{STATUS_TEXT[status]}</Badge>
        </p>
      </div>
      {/* New messages of the open channel are read out once, politely. */}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {body}
    </div>
  );
}

/** Each channel with its newest message (who, the start of it, when) and what the viewer has not read, the most recently active first. */
function ChannelList({
  channels,
  viewerId,
  openId,
  onSelect,
}: {
  channels: readonly ChatChannel[];
  viewerId: string | null;
  openId: string | null;
  onSelect: (id: string) => void;
}) {
  const zone = useReaderTimeZone();
  const now = Date.now();
  return (
    <ul className="flex flex-col gap-1">
      {channels.map((channel) => {
        const last = channel.lastMessage;
        return (
          <li key={channel.id}>
            <button
              type="button"
              aria-current={channel.id === openId ? 'true' : undefined}
              onClick={() => onSelect(channel.id)}
              className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-surface-muted aria-[current=true]:bg-surface-muted ${FOCUS_RING}`}
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`min-w-0 truncate ${channel.unreadCount > 0 ? 'font-semibold' : 'font-medium'}`}>
                    <span className="sr-only">{channel.type === 'direct' ? 'Direct message with ' : channel.type === 'circle' ? 'Circle: ' : 'Social: '}</span>
                    {channel.name}
                    {channel.muted ? <span className="font-normal text-fg-muted"> (muted)</span> : null}
                  </span>
                  {last && zone ? (
                    <time
                      dateTime={new Date(last.createdAt).toISOString()}
                      title={formatZonedTimestamp(last.createdAt, zone)}
                      className="shrink-0 text-xs text-fg-muted"
                    >
                      {formatRelativeTime(last.createdAt, now, zone)}
                    </time>
                  ) : null}
                </span>
                <span className="truncate text-fg-muted">
                  {last ? (
                    <>
                      <span className="sr-only">, last message from </span>
                      {last.author.id === viewerId ? 'You' : getShortName(last.author) || 'Someone'}
                      {': '}
                      {last.excerpt}
                    </>
                  ) : (
                    'No messages yet'
                  )}
                </span>
              </span>
              {channel.unreadCount > 0 ? (
                <Badge tone="info">
                  <span className="sr-only">, </span>
                  {channel.unreadCount}
                  <span className="sr-only"> unread</span>
                </Badge>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface ConversationProps {
  channel: ChatChannel;
  viewerId: string;
  thread: string | null;
  onThread: (messageId: string | null) => void;
  onBack: () => void;
}

function Conversation({ channel, viewerId, thread, onThread, onBack }: ConversationProps) {
  const ref = refOf(channel);
  const { data, error, isLoading, refetch } = useGetChatMessagesQuery(ref);
  const [updateState] = useUpdateMyChatChannelMutation();
  const list = useRef<HTMLOListElement>(null);
  const last = data ? lastChatMessage(data.data) : null;

  // Reading the channel marks it read, and keeps the newest message in view.
  useEffect(() => {
    if (!last) return;
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
    if (channel.unreadCount > 0 || last.author.id !== viewerId) void updateState({ ...ref, body: { lastReadMessageId: last.id } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [last?.id]);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="chat-channel-title" className={`flex min-w-0 flex-col gap-3 ${thread ? 'hidden lg:flex' : ''}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="chat-channel-title" className="text-xl font-semibold">
            {channel.name}
          </h2>
          <div className="flex items-center gap-3">
            {channel.social ? (
              <Link to={`/socials/${channel.social.slug}`} className={`text-sm ${TEXT_LINK}`}>
                Event page
              </Link>
            ) : null}
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-pressed={channel.muted}
              onClick={() =>
                void updateState({ ...ref, body: { muted: !channel.muted } })
                  .unwrap()
                  .catch(toastError)
              }
            >
              {channel.muted ? 'Unmute' : 'Mute'}
            </Button>
            <Button type="button" size="sm" variant="ghost" className="md:hidden" onClick={onBack}>
              All channels
            </Button>
          </div>
        </div>
        {isLoading ? (
          <PageLoader label="Loading messages…" />
        ) : error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : data && data.data.length > 0 ? (
          <ol ref={list} aria-label={`Messages in ${channel.name}`} className="flex max-h-[60vh] flex-col divide-y divide-border overflow-y-auto">
            {data.data.map((message) => (
              <li key={message.id}>
                <MessageItem message={message} channel={ref} viewerId={viewerId} canModerate={channel.canModerate} onOpenThread={(id) => onThread(id)} />
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState headingLevel={3} title="No messages yet" description="Say hello to everyone here." />
        )}
        <Composer channel={ref} label={`Message ${channel.name}`} />
      </section>
      {thread ? <ThreadPanel channel={ref} messageId={thread} viewerId={viewerId} canModerate={channel.canModerate} onClose={() => onThread(null)} /> : null}
    </div>
  );
}

function ThreadPanel({
  channel,
  messageId,
  viewerId,
  canModerate,
  onClose,
}: {
  channel: ChatChannelRef;
  messageId: string;
  viewerId: string;
  canModerate: boolean;
  onClose: () => void;
}) {
  const { data, error, isLoading, refetch } = useGetChatRepliesQuery({ ...channel, messageId });
  return (
    <section aria-labelledby="chat-thread-title" className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="chat-thread-title" className="text-lg font-semibold">
          Thread
        </h2>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Close thread
        </Button>
      </div>
      {isLoading ? (
        <PageLoader label="Loading the thread…" />
      ) : error || !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <>
          <MessageItem message={data.parent} channel={channel} viewerId={viewerId} canModerate={canModerate} />
          <ol aria-label="Replies" className="flex flex-col divide-y divide-border border-l-2 border-border pl-3">
            {data.data.map((reply) => (
              <li key={reply.id}>
                <MessageItem message={reply} channel={channel} viewerId={viewerId} canModerate={canModerate} />
              </li>
            ))}
          </ol>
          <Composer channel={channel} parentId={data.parent.id} label="Reply in thread" />
        </>
      )}
    </section>
  );
}

/** Enter sends; Shift+Enter starts a new line. */
function Composer({ channel, parentId, label }: { channel: ChatChannelRef; parentId?: string; label: string }) {
  const [text, setText] = useState('');
  const [post, { isLoading }] = usePostChatMessageMutation();
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || isLoading) return;
    try {
      await post({ ...channel, body, ...(parentId ? { parentId } : {}) }).unwrap();
      setText('');
    } catch (error) {
      toastError(error);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <TextArea
        className="flex-1"
        label={label}
        hint="Enter sends, Shift+Enter adds a line"
        rows={2}
        value={text}
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={isLoading || text.trim() === ''}>
        Send
      </Button>
    </form>
  );
}
