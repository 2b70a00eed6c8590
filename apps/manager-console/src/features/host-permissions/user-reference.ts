import { Id } from '@socials/domain';

/** How staff point at a user: their id, or their profile slug. */
export type UserReference = { id: string } | { slug: string };

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Reads what was pasted: a user id, a profile slug, or a link to the profile such as
 * "https://socials.example/users/member-abc?x=1". Null for nothing usable.
 */
export function parseUserReference(text: string): UserReference | null {
  const segments = (text.trim().split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const afterUsers = segments.lastIndexOf('users');
  const value = decoded((afterUsers >= 0 ? segments[afterUsers + 1] : segments[segments.length - 1]) ?? '');
  if (value === '') return null;
  return Id.safeParse(value).success ? { id: value } : { slug: value };
}
