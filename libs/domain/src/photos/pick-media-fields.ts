import type { MediaField, MediaItem } from './photo-feed.schema';

/** A full media item cut down to the fields asked for (id always stays). */
export function pickMediaFields(item: Required<MediaItem>, fields: readonly MediaField[]): MediaItem {
  const picked: MediaItem = { id: item.id };
  for (const field of fields) Object.assign(picked, { [field]: item[field] });
  return picked;
}

/** The hash tags a caption carries: "#AI meetup #nyc" → ["AI", "nyc"], each once. */
export function hashTagsOf(caption: string | null): string[] {
  return [...new Set([...(caption ?? '').matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => match[1]!))];
}
