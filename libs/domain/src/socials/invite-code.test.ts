import { describe, expect, it } from 'vitest';
import { invitationPath, isInviteCodeAccepted } from './invite-code';

describe('isInviteCodeAccepted', () => {
  it('lets anyone RSVP to a social without an invite code', () => {
    expect(isInviteCodeAccepted(null, undefined, false)).toBe(true);
  });

  it('asks attendees for the code of a restricted social, ignoring case and spaces', () => {
    expect(isInviteCodeAccepted('Founders-2026', undefined, false)).toBe(false);
    expect(isInviteCodeAccepted('Founders-2026', 'founders-2025', false)).toBe(false);
    expect(isInviteCodeAccepted('Founders-2026', ' founders-2026 ', false)).toBe(true);
  });

  it("never asks the social's hosts or staff", () => {
    expect(isInviteCodeAccepted('Founders-2026', undefined, true)).toBe(true);
  });
});

describe('invitationPath', () => {
  it('is the social page with the code in the invite parameter', () => {
    expect(invitationPath('dinner-ab12', 'Founders 2026')).toBe('/socials/dinner-ab12?invite=Founders%202026');
  });
});
