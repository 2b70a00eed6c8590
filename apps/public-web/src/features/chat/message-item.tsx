import { useState, type FormEvent } from 'react';
import { useDeleteChatMessageMutation, useEditChatMessageMutation, useReactToChatMessageMutation, type ChatChannelRef } from '@socials/api-client';
import { getDisplayName, MAX_CHAT_MESSAGE_LENGTH, type ChatMessage } from '@socials/domain';
import { Avatar, Button, TextArea, toastError, useConfirm } from '@socials/ui';

/** The reactions offered on every message (any emoji others added shows too). */
export const QUICK_REACTIONS = ['👍', '🎉', '❤️', '😂'] as const;

export interface MessageItemProps {
  message: ChatMessage;
  channel: ChatChannelRef;
  viewerId: string;
  canModerate: boolean;
  /** Opens the message's thread; absent inside a thread. */
  onOpenThread?: (messageId: string) => void;
}

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** One message: author, time, words, reactions, and what the viewer may do with it (reply, react, edit, delete). */
export function MessageItem({ message, channel, viewerId, canModerate, onOpenThread }: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [react] = useReactToChatMessageMutation();
  const [edit, { isLoading: saving }] = useEditChatMessageMutation();
  const [remove] = useDeleteChatMessageMutation();
  const confirm = useConfirm();
  const args = { ...channel, messageId: message.id };
  const name = getDisplayName(message.author) || 'Someone';
  const isAuthor = message.author.id === viewerId;

  const toggle = (emoji: string) =>
    react({ ...args, emoji })
      .unwrap()
      .catch(toastError);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await edit({ ...args, body: draft }).unwrap();
      setEditing(false);
    } catch (error) {
      toastError(error);
    }
  };
  const onDelete = () =>
    confirm({
      title: 'Delete this message?',
      body: 'Everyone in the channel will see that a message was deleted.',
      keepLabel: 'Keep it',
      confirmLabel: 'Delete message',
      tone: 'danger',
      onConfirm: () => void remove(args).unwrap().catch(toastError),
    });

  const shown = new Map(message.reactions.map((reaction) => [reaction.emoji, reaction]));
  const emojis = [...new Set([...message.reactions.map((reaction) => reaction.emoji), ...QUICK_REACTIONS])];

  return (
    <article aria-label={`${name} at ${timeOf(message.createdAt)}`} className="flex gap-3 py-2">
      <Avatar name={name} photoUrl={message.author.photoPath ?? undefined} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm">
          <span className="font-semibold">{name}</span>{' '}
          <time className="text-fg-muted" dateTime={new Date(message.createdAt).toISOString()}>
            {timeOf(message.createdAt)}
          </time>
          {message.editedAt ? <span className="text-fg-muted"> (edited)</span> : null}
        </p>
        {message.deleted ? (
          <p className="text-sm text-fg-muted italic">This message was deleted.</p>
        ) : editing ? (
          <form onSubmit={save} className="flex flex-col gap-2">
            <TextArea
              label="Edit your message"
              rows={2}
              value={draft}
              maxLength={MAX_CHAT_MESSAGE_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
              required
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={saving || draft.trim() === ''}>
                Save
              </Button>
              <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap">{message.body}</p>
        )}
        {message.deleted ? null : (
          <div className="flex flex-wrap items-center gap-1">
            {emojis.map((emoji) => {
              const reaction = shown.get(emoji);
              const mine = reaction?.userIds.includes(viewerId) ?? false;
              return (
                <Button
                  key={emoji}
                  type="button"
                  size="sm"
                  variant={mine ? 'primary' : 'ghost'}
                  aria-pressed={mine}
                  aria-label={`React ${emoji}${reaction ? `, ${reaction.count} so far` : ''}`}
                  onClick={() => void toggle(emoji)}
                >
                  <span aria-hidden="true">{emoji}</span>
                  {reaction ? <span aria-hidden="true">{reaction.count}</span> : null}
                </Button>
              );
            })}
            {onOpenThread ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => onOpenThread(message.id)}>
                {message.replyCount > 0 ? `${message.replyCount} ${message.replyCount === 1 ? 'reply' : 'replies'}` : 'Reply'}
              </Button>
            ) : null}
            {isAuthor && !editing ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  setDraft(message.body);
                  setEditing(true);
                }}
              >
                Edit
              </Button>
            ) : null}
            {isAuthor || canModerate ? (
              <Button type="button" size="sm" variant="ghost" onClick={onDelete}>
                Delete
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </article>
  );
}
