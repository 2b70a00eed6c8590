export * from './link-preview.schema';
