import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useGetMeQuery } from '@socials/api-client';
import type { Me } from '@socials/domain';
import { sessionCleared, userLoaded } from '../session/auth-slice';
import { captureReferralCode } from '../session/referral';
import { clearSessionToken } from '../session/session-token';
import { BotCheckHost } from '../bot-check/bot-check-host';
import { AuthContext, type CurrentUser } from './auth-context';
import { useAppDispatch, useAppSelector } from './hooks';

export interface AuthProviderProps {
  children: ReactNode;
  /** The account exists but is not valid (e.g. disabled). The visitor is treated as signed out. */
  onInvalidUser?: (user: Me) => void;
}

/** Loads the current user once a session token exists and shares it through useCurrentUser(). */
export function AuthProvider({ children, onInvalidUser }: AuthProviderProps) {
  const dispatch = useAppDispatch();
  const hasSession = useAppSelector((state) => state.auth.status !== 'anonymous');
  const { data: me, isLoading } = useGetMeQuery(undefined, { skip: !hasSession });
  const reportedInvalid = useRef<string | null>(null);

  useEffect(() => {
    captureReferralCode();
  }, []);

  useEffect(() => {
    if (!hasSession || !me) return;
    if (!me.id) {
      // No user behind the token, so the local session means nothing.
      clearSessionToken();
      dispatch(sessionCleared());
    } else if (!me.isValid) {
      if (reportedInvalid.current !== me.id) onInvalidUser?.(me);
      reportedInvalid.current = me.id;
    } else {
      dispatch(userLoaded(me.id));
    }
  }, [dispatch, hasSession, me, onInvalidUser]);

  const value = useMemo<CurrentUser>(() => {
    const user = hasSession && me?.id && me.isValid ? me : null;
    return { user, isLoading: hasSession && isLoading, isSignedIn: user !== null };
  }, [hasSession, me, isLoading]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {/* The bot check a 405 asks for, over whatever page made the call. */}
      <BotCheckHost />
    </AuthContext.Provider>
  );
}
