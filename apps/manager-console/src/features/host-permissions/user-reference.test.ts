import { describe, expect, it } from 'vitest';
import { parseUserReference } from './user-reference';

const id = '3f2b8a1c-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('parseUserReference', () => {
  it('reads an id, a slug, or a profile link', () => {
    expect(parseUserReference(` ${id} `)).toEqual({ id });
    expect(parseUserReference('member-abc')).toEqual({ slug: 'member-abc' });
    expect(parseUserReference('https://socials.example/users/ada-lovelace?tab=reviews#top')).toEqual({ slug: 'ada-lovelace' });
    expect(parseUserReference(`/users/${id}/`)).toEqual({ id });
  });

  it('finds nothing in an empty box', () => {
    expect(parseUserReference('   ')).toBeNull();
    expect(parseUserReference('https://socials.example/users/')).toBeNull();
  });
});
