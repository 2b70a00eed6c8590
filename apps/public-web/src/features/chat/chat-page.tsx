import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useGetChatChannelsQuery,
  useGetChatMessagesQuery,
  useGetChatRepliesQuery,
  usePostChatMessageMutation,
  useUpdateMyChatChannelMutation,
  type ChatChannelRef,
  type ChatSocketStatus,
} from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { lastChatMessage, MAX_CHAT_MESSAGE_LENGTH, type ChatChannel } from '@socials/domain';
import { Badge, Button, EmptyState, FOCUS_RING, LoadError, PageLoader, TEXT_LINK, TextArea, toastError, useDocumentTitle } from '@socials/ui';
import { MessageItem } from './message-item';
import { refOf, useChatLive } from './use-chat-live';

const STATUS_TEXT: Record<ChatSocketStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline: new messages show when you reload',
};

/** /chat — the user's channels (socials they host or go to, circles, direct messages), a conversation with threads, live. */
export function ChatPage() {
  useDocumentTitle('Chat');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading, refetch } = useGetChatChannelsQuery();
  const channels = data?.data;
  const open = channels?.find((channel) => channel.id === params.get('channel')) ?? null;
  const thread = open ? params.get('thread') : null;
  const { status, announcement } = useChatLive(channels, open);

  const select = (next: { channel?: string | null; thread?: string | null }) => {
    const search = new URLSearchParams();
    const channel = next.channel === undefined ? params.get('channel') : next.channel;
    if (channel) search.set('channel', channel);
    if (channel && next.thread) search.set('thread', next.thread);
    setParams(search);
  };

  let body;
  if (isLoading) body = <PageLoader label="Loading your chats…" />;
  else if (error) body = <LoadError error={error} onRetry={refetch} />;
  else if (!channels || channels.length === 0)
    body = (
      <EmptyState
        title="No chats yet"
        description="A social's channel opens to its hosts and to the guests who are going: RSVP to a social to join its chat."
      />
    );
  else
    body = (
      <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Channels" className={open ? 'hidden md:block' : ''}>
          <ChannelList channels={channels} openId={open?.id ?? null} onSelect={(id) => select({ channel: id, thread: null })} />
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

function ChannelList({ channels, openId, onSelect }: { channels: readonly ChatChannel[]; openId: string | null; onSelect: (id: string) => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {channels.map((channel) => (
        <li key={channel.id}>
          <button
            type="button"
            aria-current={channel.id === openId ? 'true' : undefined}
            onClick={() => onSelect(channel.id)}
            className={`flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-surface-muted aria-[current=true]:bg-surface-muted aria-[current=true]:font-semibold ${FOCUS_RING}`}
          >
            <span className="min-w-0 truncate">
              <span className="sr-only">{channel.type === 'direct' ? 'Direct message with ' : channel.type === 'circle' ? 'Circle: ' : 'Social: '}</span>
              {channel.name}
              {channel.muted ? <span className="text-fg-muted"> (muted)</span> : null}
            </span>
            {channel.unreadCount > 0 ? (
              <Badge tone="info">
                {channel.unreadCount}
                <span className="sr-only"> unread</span>
              </Badge>
            ) : null}
          </button>
        </li>
      ))}
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
