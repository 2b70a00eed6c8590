import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, nameInitials, sizedImageUrl, snapImageSize } from './sized-image-url';

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

describe('snapImageSize', () => {
  it('keeps the sizes the apps ask for', () => {
    for (const size of Object.values(IMAGE_SIZES)) expect(snapImageSize(size)).toEqual(size);
  });

  it('serves any other box at the nearest shape, at or above it, else the largest of that shape', () => {
    expect(snapImageSize({ width: 40, height: 40 })).toEqual(IMAGE_SIZES.avatarSm);
    expect(snapImageSize({ width: 100, height: 90 })).toEqual(IMAGE_SIZES.avatarLg);
    expect(snapImageSize({ width: 600, height: 300 })).toEqual(IMAGE_SIZES.socialCard);
    expect(snapImageSize({ width: 641, height: 300 })).toEqual(IMAGE_SIZES.socialCover);
    expect(snapImageSize({ width: 2000, height: 900 })).toEqual(IMAGE_SIZES.socialCover);
    expect(snapImageSize({ width: 500, height: 1000 })).toEqual(IMAGE_SIZES.avatarXl);
  });

  it('snaps one side alone to the same side of a box', () => {
    expect(snapImageSize({ width: 800 })).toEqual({ width: 1200 });
    expect(snapImageSize({ width: 80 })).toEqual({ width: 128 });
    expect(snapImageSize({ height: 250 })).toEqual({ height: 320 });
    expect(snapImageSize({ height: 2000 })).toEqual({ height: 600 });
  });

  it('makes a few sizes at most out of every size that can be asked for', () => {
    const made = new Set<string>();
    for (let width = 1; width <= 2000; width += 7) {
      for (let height = 1; height <= 2000; height += 13) made.add(JSON.stringify(snapImageSize({ width, height })));
      made.add(JSON.stringify(snapImageSize({ width })));
      made.add(JSON.stringify(snapImageSize({ height: width })));
    }
    expect(made.size).toBeLessThanOrEqual(3 * Object.keys(IMAGE_SIZES).length);
  });
});
