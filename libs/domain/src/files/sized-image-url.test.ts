import { describe, expect, it } from 'vitest';
import { nameInitials, sizedImageUrl } from './sized-image-url';

describe('sizedImageUrl', () => {
  const upload = 'https://socials.example.com/api/files/public/social_banners/3f2a9c00aa11bb22-1764057600000.webp';

  it('sends our uploads through the resize call', () => {
    expect(sizedImageUrl(upload, { width: 600, height: 300 })).toBe(
      `https://socials.example.com/api/images/resize?url=${encodeURIComponent(upload)}&width=600&height=300`,
    );
    expect(sizedImageUrl('/api/public-files/logos/ab12cd34ef56ab78-1764057600000.webp', { width: 80 })).toBe(
      `/api/images/resize?url=${encodeURIComponent('/api/public-files/logos/ab12cd34ef56ab78-1764057600000.webp')}&width=80`,
    );
  });

  it('leaves other addresses and private files alone', () => {
    expect(sizedImageUrl('https://images.example.org/party.jpg', { width: 600 })).toBe('https://images.example.org/party.jpg');
    const privateFile = 'https://socials.example.com/api/files/private/attachments/u/3f2a9c00aa11bb22-1764057600000.webp';
    expect(sizedImageUrl(privateFile, { width: 600 })).toBe(privateFile);
  });
});

describe('nameInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(nameInitials('Ada Lovelace')).toBe('AL');
    expect(nameInitials('  grace  brewster murray hopper ')).toBe('GH');
    expect(nameInitials('ada')).toBe('A');
    expect(nameInitials('Émile Zola')).toBe('ÉZ');
    expect(nameInitials('')).toBe('?');
  });
});
