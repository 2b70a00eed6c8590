export * from './format-search-price-range';
export * from './event-structured-data';
export * from './page-head';
export * from './server-render';
