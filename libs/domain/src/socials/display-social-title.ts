export const DELETED_SOCIAL_MARKER = '[Deleted] ';
export const CANCELLED_SOCIAL_SUFFIX = ' (CANCELLED)';

/** The title as shown: deleted socials carry a marker in front, cancelled ones a suffix. */
export function displaySocialTitle(social: { title: string; isDeleted: boolean; isCancelled: boolean }): string {
  const prefix = social.isDeleted ? DELETED_SOCIAL_MARKER : '';
  const suffix = social.isCancelled ? CANCELLED_SOCIAL_SUFFIX : '';
  return `${prefix}${social.title}${suffix}`;
}
