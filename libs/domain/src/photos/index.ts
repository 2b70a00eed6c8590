export * from './photo-feed.schema';
export * from './pick-media-fields';
