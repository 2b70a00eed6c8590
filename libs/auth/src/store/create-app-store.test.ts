import { getApiClientConfig } from '@socials/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, fakeJwt } from '../test/fixtures';
import { setSessionToken } from '../session/session-token';
import { createAppStore } from './create-app-store';

beforeEach(clearCookies);
afterEach(() => window.history.replaceState(null, '', '/'));

describe('createAppStore', () => {
  it('starts signed out without a session cookie, loading with one', () => {
    expect(createAppStore().getState().auth.status).toBe('anonymous');
    setSessionToken(fakeJwt('u1'));
    expect(createAppStore().getState().auth.status).toBe('loading');
  });

  it("sends a lost session to this app's login with the page to come back to", () => {
    const navigate = vi.fn();
    createAppStore({ basename: '/host', navigate });
    window.history.replaceState(null, '', '/host/socials/s1/attendance?tab=2');

    getApiClientConfig().onLoginRequired();

    expect(navigate).toHaveBeenCalledWith('/auth/login?returnTo=%2Fsocials%2Fs1%3Ftab%3D2');
  });

  it('does not redirect from the login page itself', () => {
    const navigate = vi.fn();
    createAppStore({ navigate });
    window.history.replaceState(null, '', '/auth/login?returnTo=%2F');

    getApiClientConfig().onLoginRequired();

    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the signed-in state with the session', () => {
    setSessionToken(fakeJwt('u1'));
    const store = createAppStore();

    getApiClientConfig().clearSession();

    expect(store.getState().auth.status).toBe('anonymous');
    expect(getApiClientConfig().getAccessToken()).toBeNull();
  });
});
