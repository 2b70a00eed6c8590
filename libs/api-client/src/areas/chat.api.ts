import type {
  ChatChannel,
  ChatChannelList,
  ChatChannelStateInput,
  ChatChannelType,
  ChatMemberList,
  ChatMessage,
  ChatMessagePage,
  ChatReplies,
  ChatSearchResults,
  CreateChatChannelInput,
} from '@socials/domain';
import { mergeChatMessages } from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';

/** A channel as the routes address it ({type}/{refId}), with its own id (what the socket and the cache tags use). */
export interface ChatChannelRef {
  type: ChatChannelType;
  refId: string;
  channelId: string;
}

export interface ChatMessageArgs extends ChatChannelRef {
  messageId: string;
}

const channelPath = ({ type, refId }: Pick<ChatChannelRef, 'type' | 'refId'>) => `/chat/channels/${encodeURIComponent(type)}/${encodeURIComponent(refId)}`;
const messagePath = (args: ChatMessageArgs) => `${channelPath(args)}/messages/${encodeURIComponent(args.messageId)}`;

type Dispatch = (action: unknown) => unknown;

/**
 * Puts the server's copy of a message into the caches that show it: the channel's page (a new
 * message of the channel, or a changed one it holds) and the thread it belongs to. The socket
 * brings the same copy a moment later; merging by id shows it once.
 */
export function mergeChatMessageIntoCache(dispatch: Dispatch, ref: ChatChannelRef, message: ChatMessage, isNew: boolean): void {
  dispatch(
    chatApi.util.updateQueryData('getChatMessages', ref, (page) => {
      const held = page.data.some((known) => known.id === message.id);
      if (held || (isNew && !message.parentId)) page.data = mergeChatMessages(page.data, [message]);
    }),
  );
  dispatch(
    chatApi.util.updateQueryData('getChatReplies', { ...ref, messageId: message.parentId ?? message.id }, (thread) => {
      if (thread.parent.id === message.id) thread.parent = message;
      else if (message.parentId === thread.parent.id && (isNew || thread.data.some((known) => known.id === message.id)))
        thread.data = mergeChatMessages(thread.data, [message]);
    }),
  );
}

/** The mutation's answer, merged into the caches once it arrives. */
const mergeAnswer =
  (isNew: boolean) =>
  async ({ type, refId, channelId }: ChatChannelRef, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: ChatMessage }> }) => {
    try {
      const { data } = await queryFulfilled;
      mergeChatMessageIntoCache(dispatch, { type, refId, channelId }, data, isNew);
    } catch {
      // The caller shows the error.
    }
  };

/** The chat: channels, messages, threads and reactions. New messages arrive over the socket (chat-socket.ts) and are merged into these caches. */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatChannels: build.query<ChatChannelList, void>({
      query: () => '/chat/channels',
      providesTags: () => [tags.chatChannels()],
    }),
    /** One channel by {type}/{refId}, with the caller's unread count: the event and circle pages link to it, and /chat opens a channel its list leaves out. */
    getChatChannel: build.query<ChatChannel, Pick<ChatChannelRef, 'type' | 'refId'>>({
      query: (ref) => channelPath(ref),
      providesTags: () => [tags.chatChannels()],
    }),
    openChatChannel: build.mutation<ChatChannel, CreateChatChannelInput>({
      query: (body) => ({ url: '/chat/channels', method: 'POST', body }),
      invalidatesTags: () => [tags.chatChannels()],
    }),
    /** The newest messages of the channel, oldest first (thread replies apart). */
    getChatMessages: build.query<ChatMessagePage, ChatChannelRef>({
      query: (ref) => ({ url: `${channelPath(ref)}/messages`, params: { limit: 50 } }),
      providesTags: (_page, _error, ref) => [tags.chatMessages(ref.channelId)],
    }),
    getChatReplies: build.query<ChatReplies, ChatMessageArgs>({
      query: (args) => `${messagePath(args)}/replies`,
      providesTags: (_thread, _error, args) => [tags.chatMessages(args.channelId)],
    }),
    postChatMessage: build.mutation<ChatMessage, ChatChannelRef & { body: string; parentId?: string }>({
      query: ({ body, parentId, ...ref }) => ({ url: `${channelPath(ref)}/messages`, method: 'POST', body: { body, ...(parentId ? { parentId } : {}) } }),
      onQueryStarted: mergeAnswer(true),
    }),
    editChatMessage: build.mutation<ChatMessage, ChatMessageArgs & { body: string }>({
      query: ({ body, ...args }) => ({ url: messagePath(args), method: 'PATCH', body: { body } }),
      onQueryStarted: mergeAnswer(false),
    }),
    deleteChatMessage: build.mutation<{ ok: true }, ChatMessageArgs>({
      query: (args) => ({ url: messagePath(args), method: 'DELETE' }),
      invalidatesTags: (_ok, _error, args) => [tags.chatMessages(args.channelId)],
    }),
    reactToChatMessage: build.mutation<ChatMessage, ChatMessageArgs & { emoji: string }>({
      query: ({ emoji, ...args }) => ({ url: `${messagePath(args)}/reactions`, method: 'POST', body: { emoji } }),
      onQueryStarted: mergeAnswer(false),
    }),
    /** Mute, unmute, or mark read up to a message. */
    updateMyChatChannel: build.mutation<ChatChannel, ChatChannelRef & { body: ChatChannelStateInput }>({
      query: ({ body, ...ref }) => ({ url: `/users/me/chat/channels/${encodeURIComponent(ref.type)}/${encodeURIComponent(ref.refId)}`, method: 'PATCH', body }),
      invalidatesTags: () => [tags.chatChannels()],
    }),
    getChatMembers: build.query<ChatMemberList, string>({
      query: (channelId) => `/chat/channels/team/${encodeURIComponent(channelId)}/members`,
      providesTags: (_members, _error, channelId) => [tags.chatMessages(channelId)],
    }),
    searchChat: build.query<ChatSearchResults, string>({
      query: (q) => ({ url: '/chat/search', params: { q } }),
    }),
  }),
});

export const {
  useGetChatChannelsQuery,
  useGetChatChannelQuery,
  useOpenChatChannelMutation,
  useGetChatMessagesQuery,
  useGetChatRepliesQuery,
  usePostChatMessageMutation,
  useEditChatMessageMutation,
  useDeleteChatMessageMutation,
  useReactToChatMessageMutation,
  useUpdateMyChatChannelMutation,
  useGetChatMembersQuery,
  useLazySearchChatQuery,
} = chatApi;
