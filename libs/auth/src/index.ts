export { createAppStore, type AppStore, type AppDispatch, type RootState, type CreateAppStoreOptions } from './store/create-app-store';
export {
  authSlice,
  authReducer,
  sessionStarted,
  userLoaded,
  sessionCleared,
  selectAuth,
  type AuthState,
  type AuthStatus,
} from './session/auth-slice';
export { getSessionToken, setSessionToken, clearSessionToken } from './session/session-token';
export { getVisitorId } from './session/visitor-id';
export { captureReferralCode, getReferralCode, REFERRAL_STORAGE_KEY } from './session/referral';
export { buildLoginPath, returnPathOf, safeReturnTo, DEFAULT_LOGIN_PATH } from './session/return-to';
export { isTokenExpired } from '@socials/domain';

export { AuthProvider, type AuthProviderProps } from './provider/auth-provider';
export { App, AppProviders, type AppProps, type AppProvidersProps } from './provider/app-providers';
export { useCurrentUser, type CurrentUser } from './provider/auth-context';
export { useAppDispatch, useAppSelector } from './provider/hooks';
export { useSignOut, useStartSession, type SignOutOptions } from './provider/use-session-actions';

export { RequireAuth, type RequireAuthProps } from './guards/require-auth';
export { RequireAdmin, type RequireAdminProps } from './guards/require-admin';
export { StaffOnlyPage } from './guards/staff-only-page';
export {
  ProfileCompletionRedirect,
  ACCOUNT_SETTINGS_PATH,
  type ProfileCompletionRedirectProps,
} from './guards/profile-completion-redirect';

export { AccountMenu, type AccountMenuProps } from './account-menu/account-menu';
export { LoginPage, RESEND_COOLDOWN_SECONDS } from './login/login-page';
export {
  AccountSettingsPage,
  AccountSettingsForm,
  toUpdateMeBody,
  type AccountSettingsPageProps,
  type AccountSettingsValues,
} from './account-settings/account-settings-page';

export { HumanVerificationPanel } from './bot-check/human-verification';

export { VerifiedEmailForm, type VerifiedEmailFormProps } from './verified-email/verified-email-form';
export { VerifiedEmailGate, type VerifiedEmailGateProps } from './verified-email/verified-email-gate';
