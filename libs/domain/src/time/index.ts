export * from './time-zones';
export * from './parse-local-date-time';
export * from './format-local-date-time';
export * from './is-past-date';
export * from './zone-abbreviation';
export * from './format-in-zone';
export * from './format-zoned-timestamp';
export * from './format-relative-time';
