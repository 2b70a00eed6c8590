import { describe, expect, it } from 'vitest';
import { parseSocialReference } from './social-reference';

const ID = '11111111-1111-4111-8111-111111111111';

describe('parseSocialReference', () => {
  it('tells an id from a slug', () => {
    expect(parseSocialReference(` ${ID} `)).toEqual({ id: ID });
    expect(parseSocialReference('founders-dinner')).toEqual({ slug: 'founders-dinner' });
  });

  it('takes the social out of a link to one of its pages', () => {
    expect(parseSocialReference('https://socials.example/socials/founders-dinner?ref=mail#top')).toEqual({ slug: 'founders-dinner' });
    expect(parseSocialReference(`https://socials.example/host/socials/${ID}/edit`)).toEqual({ id: ID });
    expect(parseSocialReference('   ')).toBeNull();
  });
});
