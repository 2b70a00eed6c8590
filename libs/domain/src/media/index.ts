export * from './media.schema';
export * from './media-rules';
