import { describe, expect, it } from 'vitest';
import { canDeleteChatMessage, canEditChatMessage } from './can-moderate-chat-message';

const message = { authorId: 'author' };
const actor = (userId: string, roles: { isStaff?: boolean; isChannelHost?: boolean } = {}) => ({ userId, isStaff: false, isChannelHost: false, ...roles });

describe('chat message moderation', () => {
  it('lets the author, a host of the channel and staff delete', () => {
    expect(canDeleteChatMessage(actor('author'), message)).toBe(true);
    expect(canDeleteChatMessage(actor('host', { isChannelHost: true }), message)).toBe(true);
    expect(canDeleteChatMessage(actor('staff', { isStaff: true }), message)).toBe(true);
    expect(canDeleteChatMessage(actor('member'), message)).toBe(false);
  });

  it('lets only the author edit', () => {
    expect(canEditChatMessage(actor('author'), message)).toBe(true);
    expect(canEditChatMessage(actor('host', { isChannelHost: true }), message)).toBe(false);
    expect(canEditChatMessage(actor('staff', { isStaff: true }), message)).toBe(false);
  });
});
