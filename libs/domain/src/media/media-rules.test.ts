import { describe, expect, it } from 'vitest';
import { canAddSocialMedia, canEditSocialMedia, detectMedia } from './media-rules';

describe('media rules', () => {
  it('lets hosts and confirmed guests add media, nobody else', () => {
    expect(canAddSocialMedia({ managesSocial: true, rsvpStatus: null })).toBe(true);
    expect(canAddSocialMedia({ managesSocial: false, rsvpStatus: 'APPROVED' })).toBe(true);
    expect(canAddSocialMedia({ managesSocial: false, rsvpStatus: 'ATTENDED' })).toBe(true);
    for (const status of ['PENDING', 'WAITLIST', 'CANCELLED', 'REJECTED', 'INITIAL'] as const)
      expect(canAddSocialMedia({ managesSocial: false, rsvpStatus: status })).toBe(false);
    expect(canAddSocialMedia({ managesSocial: false, rsvpStatus: null })).toBe(false);
  });

  it('lets the uploader and hosts edit an item', () => {
    expect(canEditSocialMedia({ userId: 'a', managesSocial: false }, { uploaderId: 'a' })).toBe(true);
    expect(canEditSocialMedia({ userId: 'b', managesSocial: false }, { uploaderId: 'a' })).toBe(false);
    expect(canEditSocialMedia({ userId: 'b', managesSocial: true }, { uploaderId: 'a' })).toBe(true);
  });

  it('reads images and videos from their bytes', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    const box = (brand: string) => new Uint8Array([0, 0, 0, 0x18, ...text(`ftyp${brand}`)]);
    expect(detectMedia(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.kind).toBe('IMAGE');
    expect(detectMedia(box('isom'))).toEqual({ kind: 'VIDEO', contentType: 'video/mp4', suffix: 'mp4' });
    expect(detectMedia(box('qt  '))?.contentType).toBe('video/quicktime');
    expect(detectMedia(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0]))?.suffix).toBe('webm');
    expect(detectMedia(text('%PDF-1.4'))).toBeNull();
    expect(detectMedia(text('hello'))).toBeNull();
  });
});
