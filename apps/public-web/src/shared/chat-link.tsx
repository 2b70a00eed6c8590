import { Link } from 'react-router-dom';
import { useGetChatChannelQuery } from '@socials/api-client';
import { Badge, SECONDARY_BUTTON_LINK } from '@socials/ui';
import { chatPathFor } from './paths';

/**
 * The link from an event or circle page to its chat, with what the viewer has not read there. The
 * page shows it only to those who may read the chat (its hosts and going guests, the circle's
 * members); if the server says otherwise the link stays away.
 */
export function ChatLink({ type, id, label }: { type: 'social' | 'circle'; id: string; label: string }) {
  const { data: channel, error } = useGetChatChannelQuery({ type, refId: id });
  if (error) return null;
  const unread = channel?.unreadCount ?? 0;
  return (
    <Link to={chatPathFor(type, id)} aria-label={unread > 0 ? `${label}, ${unread} unread` : undefined} className={SECONDARY_BUTTON_LINK}>
      {label}
      {unread > 0 ? <Badge tone="info">{unread}</Badge> : null}
    </Link>
  );
}
