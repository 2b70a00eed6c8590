import { describe, expect, it } from 'vitest';
import { hashTagsOf, pickMediaFields } from './pick-media-fields';

describe('photo feed fields', () => {
  const item = {
    id: '17',
    caption: 'Founders breakfast #nyc #AI',
    hash_tags: ['nyc', 'AI'],
    media_type: 'IMAGE' as const,
    media_url: 'https://cdn.example.com/17.jpg',
    permalink: 'https://photos.example.com/p/17',
    thumbnail_url: null,
    timestamp: '2026-11-20T09:00:00+0000',
  };

  it('keeps the id and the fields asked for', () => {
    expect(pickMediaFields(item, ['caption', 'media_type'])).toEqual({ id: '17', caption: 'Founders breakfast #nyc #AI', media_type: 'IMAGE' });
    expect(pickMediaFields(item, [])).toEqual({ id: '17' });
  });

  it('reads the hash tags from a caption, each once', () => {
    expect(hashTagsOf('Demo night #AI #nyc_tech and #AI again, café #Montréal')).toEqual(['AI', 'nyc_tech', 'Montréal']);
    expect(hashTagsOf(null)).toEqual([]);
  });
});
