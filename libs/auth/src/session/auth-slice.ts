import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * anonymous: no session cookie. loading: a token exists, the user is not known yet.
 * authenticated: GET /users/me answered with a valid user.
 */
export type AuthStatus = 'anonymous' | 'loading' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  userId: string | null;
}

export const initialAuthState: AuthState = { status: 'anonymous', userId: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionStarted(state) {
      if (state.status === 'anonymous') state.status = 'loading';
    },
    userLoaded(state, action: PayloadAction<string>) {
      state.status = 'authenticated';
      state.userId = action.payload;
    },
    sessionCleared() {
      return initialAuthState;
    },
  },
});

export const { sessionStarted, userLoaded, sessionCleared } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }): AuthState => state.auth;
