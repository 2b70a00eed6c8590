import { describe, expect, it } from 'vitest';
import { profileSlugFromCode } from './profile-slug-from-code';

describe('profileSlugFromCode', () => {
  it('reads the slug of a profile address, as the profile QR code holds it', () => {
    expect(profileSlugFromCode('https://socials.example/users/ada-lovelace-3f2a')).toBe('ada-lovelace-3f2a');
    expect(profileSlugFromCode('http://localhost:4200/users/Ada-Lovelace/')).toBe('ada-lovelace');
  });

  it('takes a typed slug, with or without the /users/ prefix and around spaces', () => {
    expect(profileSlugFromCode('  ada-lovelace-3f2a ')).toBe('ada-lovelace-3f2a');
    expect(profileSlugFromCode('users/ada')).toBe('ada');
  });

  it('refuses other pages, other text and broken addresses', () => {
    expect(profileSlugFromCode('https://socials.example/socials/founders-dinner')).toBeNull();
    expect(profileSlugFromCode('https://socials.example/users/ada/edit')).toBeNull();
    expect(profileSlugFromCode('hello world')).toBeNull();
    expect(profileSlugFromCode('')).toBeNull();
    expect(profileSlugFromCode('https://socials.example/users/%E0%A4%A')).toBeNull();
  });
});
