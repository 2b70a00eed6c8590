/** The sign-in page of @socials/auth, loaded by the route table like the site's own pages. */
export { LoginPage } from '@socials/auth';
