/** The sign-in and account pages of @socials/auth, loaded by the route table like the app's own pages. */
export { AccountSettingsPage, LoginPage } from '@socials/auth';
