import { TEXT_LINK } from '@socials/ui';
import { ChatLink } from '../../../shared/chat-link';

const editSocialUrl = (id: string) => `/host/socials/${encodeURIComponent(id)}/edit`;

/** What the event page tells one of its hosts: the way to their guests' chat and to the social's editor. */
export function HostNote({ socialId }: { socialId: string }) {
  return (
    <>
      <ChatLink type="social" id={socialId} label="Chat with guests" />
      <p className="text-sm text-fg-muted">
        You are hosting this social.{' '}
        <a href={editSocialUrl(socialId)} className={TEXT_LINK}>
          Edit it in the host portal
        </a>
      </p>
    </>
  );
}
