import { Id } from '@socials/domain';

/** How staff point at a social: its id, or its slug (from the public page's address). */
export type SocialReference = { id: string } | { slug: string };

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Reads what was pasted: an id, a slug, or a link to one of the social's pages such as
 * "https://socials.example/socials/founders-dinner?x=1" or ".../host/socials/{id}/edit".
 * Null for nothing usable.
 */
export function parseSocialReference(text: string): SocialReference | null {
  const segments = (text.trim().split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const afterSocials = segments.lastIndexOf('socials');
  const value = decoded((afterSocials >= 0 ? segments[afterSocials + 1] : segments[segments.length - 1]) ?? '');
  if (value === '') return null;
  return Id.safeParse(value).success ? { id: value } : { slug: value };
}
