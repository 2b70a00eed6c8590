export * from './web-url';
export * from './web-url.schema';
export * from './shorten-description';
export * from './to-csv';
export * from './slug-words';
