import { createContext, useContext } from 'react';
import type { Me } from '@socials/domain';

export interface CurrentUser {
  /** The signed-in, valid user; null for visitors and while loading. */
  user: Me | null;
  isLoading: boolean;
  isSignedIn: boolean;
}

export const AuthContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser {
  const current = useContext(AuthContext);
  if (!current) throw new Error('useCurrentUser needs an <AuthProvider> above it');
  return current;
}
