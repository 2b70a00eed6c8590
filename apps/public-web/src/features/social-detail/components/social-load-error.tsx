// The event page loads this panel only when the social could not be loaded (see social-detail-page.tsx).
export { LoadError as default } from '@socials/ui';
