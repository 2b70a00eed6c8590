import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '@socials/auth';
import {
  chatApi,
  connectChatSocket,
  mergeChatMessageIntoCache,
  tags,
  type ChatChannelRef,
  type ChatSocketConnection,
  type ChatSocketStatus,
} from '@socials/api-client';
import { lastChatMessage, type ChatChannel, type ChatServerFrame } from '@socials/domain';

export const refOf = (channel: Pick<ChatChannel, 'id' | 'type' | 'refId'>): ChatChannelRef => ({
  type: channel.type,
  refId: channel.refId,
  channelId: channel.id,
});

/**
 * Follows the user's channels over the chat socket and merges what arrives into the cached pages:
 * new messages and replies, edits, deletions and reactions. The open channel resumes from the
 * newest message the page holds after each reconnect, so nothing is missed or shown twice; a
 * message in another channel refreshes the unread counts. Returns the connection's status.
 */
export function useChatLive(channels: readonly ChatChannel[] | undefined, open: ChatChannel | null): { status: ChatSocketStatus; announcement: string } {
  const dispatch = useAppDispatch();
  const store = useStore();
  const [status, setStatus] = useState<ChatSocketStatus>('connecting');
  const [announcement, setAnnouncement] = useState('');
  const connection = useRef<ChatSocketConnection | null>(null);
  const followed = useRef(new Set<string>());
  const state = useRef({ channels, open });
  state.current = { channels, open };

  /** The newest message held of the open channel (replies included), to resume after. */
  const lastHeld = (channel: ChatChannel): string | undefined => {
    const page = chatApi.endpoints.getChatMessages.select(refOf(channel))(store.getState() as never).data;
    return page ? lastChatMessage(page.data)?.id : undefined;
  };

  useEffect(() => {
    const onFrame = (frame: ChatServerFrame) => {
      if (frame.type !== 'message' && frame.type !== 'message-updated') return;
      const { channels: known, open: current } = state.current;
      const channel = known?.find((candidate) => candidate.id === frame.channelId);
      if (!channel) return;
      const message = frame.message;
      const ref = refOf(channel);
      if (frame.type === 'message' && current?.id !== channel.id) {
        dispatch(chatApi.util.invalidateTags([tags.chatChannels()]));
        return;
      }
      mergeChatMessageIntoCache(dispatch, ref, message, frame.type === 'message');
      if (frame.type === 'message' && !message.parentId) setAnnouncement(`New message from ${message.author.firstName ?? 'someone'}: ${message.body}`);
    };
    connection.current = connectChatSocket({
      onFrame,
      onStatus: (next) => {
        setStatus(next);
        if (next !== 'live') followed.current.clear();
      },
      follows: () => {
        const { channels: known, open: current } = state.current;
        followed.current = new Set(known?.map((channel) => channel.id) ?? []);
        return (known ?? []).map((channel) => ({ channelId: channel.id, ...(current?.id === channel.id ? { after: lastHeld(channel) } : {}) }));
      },
    });
    return () => {
      connection.current?.close();
      connection.current = null;
    };
    // One connection for the page's life; what to follow is read from state.current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Channels that appear later (a new direct message) are followed too.
  useEffect(() => {
    if (status !== 'live') return;
    for (const channel of channels ?? []) {
      if (followed.current.has(channel.id)) continue;
      followed.current.add(channel.id);
      connection.current?.follow({ channelId: channel.id });
    }
  }, [channels, status]);

  // Opening a channel resumes it from what the page holds.
  useEffect(() => {
    if (status !== 'live' || !open) return;
    connection.current?.follow({ channelId: open.id, after: lastHeld(open) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open?.id, status]);

  return { status, announcement };
}
