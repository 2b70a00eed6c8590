import { useCallback } from 'react';
import { baseApi, SESSION_DEPENDENT_TAG_TYPES, useLogoutMutation, usersApi } from '@socials/api-client';
import type { TokenReply } from '@socials/domain';
import { sessionCleared, sessionStarted, userLoaded } from '../session/auth-slice';
import { clearSessionToken, setSessionToken } from '../session/session-token';
import { useAppDispatch } from './hooks';

/** Stores a fresh sign-in: token cookie, the user it came with, and data that depends on who is asking. */
export function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    (reply: Pick<TokenReply, 'access_token' | 'user'>) => {
      setSessionToken(reply.access_token);
      dispatch(sessionStarted());
      dispatch(usersApi.util.upsertQueryData('getMe', undefined, reply.user));
      if (reply.user.isValid) dispatch(userLoaded(reply.user.id));
      // Socials carry the caller's RSVP; what was fetched anonymously is now out of date.
      dispatch(baseApi.util.invalidateTags([...SESSION_DEPENDENT_TAG_TYPES]));
    },
    [dispatch],
  );
}

export interface SignOutOptions {
  /** Where to go afterwards; the page reloads when left out. */
  redirectTo?: string;
}

/** Revoke the session server-side, forget it locally, then redirect or reload. A failed logout reloads. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return useCallback(
    async ({ redirectTo }: SignOutOptions = {}) => {
      let revoked = true;
      try {
        await logout().unwrap();
      } catch {
        revoked = false;
      }
      // The visitor asked to leave: the local session goes even when the server could not be told.
      clearSessionToken();
      dispatch(sessionCleared());
      if (revoked && redirectTo) window.location.assign(redirectTo);
      else window.location.reload();
    },
    [dispatch, logout],
  );
}
