import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { getFirewallToken, setFirewallToken } from '@socials/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { HumanVerificationPanel } from './human-verification';
import { HumanVerificationDialog } from './human-verification-dialog';
import { requestHumanVerification } from './human-verification-store';

afterEach(() => {
  cleanup();
  setFirewallToken(null);
});

describe('the bot check dialog', () => {
  it('solves the challenge with a progress bar, keeps the token for the next calls and lets the call go again', async () => {
    const challenge = await createChallenge({ hmacKey: 'dialog-key', maxNumber: 3000 });
    render(<HumanVerificationDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const solved = requestHumanVerification(challenge);
    expect(await screen.findByRole('dialog', { name: 'Checking that you are a person' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Verification progress' })).toBeTruthy();

    expect(await solved).toBe(true);
    const token = getFirewallToken();
    expect(token).not.toBeNull();
    expect(await verifySolution(JSON.parse(atob(token!)) as Parameters<typeof verifySolution>[0], 'dialog-key')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shares one verification among the calls refused meanwhile, and can be cancelled from the keyboard', async () => {
    const challenge = await createChallenge({ hmacKey: 'k', maxNumber: 10_000_000, number: 9_999_999 });
    render(<HumanVerificationDialog />);
    const first = requestHumanVerification(challenge);
    const second = requestHumanVerification({ ...challenge, signature: 'another' });
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await userEvent.keyboard('{Enter}');
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(getFirewallToken()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives up at once when nothing on the page can show the check, or the data is no challenge', async () => {
    const challenge = await createChallenge({ hmacKey: 'k', maxNumber: 1000 });
    expect(await requestHumanVerification(challenge)).toBe(false);
    render(<HumanVerificationDialog />);
    expect(await requestHumanVerification({ siteKey: 'abc' })).toBe(false);
  });

  it('is shown by the /human-verification page instead of the dialog while that page is open', async () => {
    const challenge = await createChallenge({ hmacKey: 'k', maxNumber: 3000 });
    render(
      <>
        <HumanVerificationDialog />
        <HumanVerificationPanel />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Nothing to check right now' })).toBeTruthy();
    const solved = requestHumanVerification(challenge);
    expect(await screen.findByRole('heading', { name: 'Checking that you are a person' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await solved).toBe(true);
  });
});
