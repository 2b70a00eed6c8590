export * from './haversine-distance';
export * from './attendance-taking-status';
export * from './assess-check-in';
export * from './self-check-in-url';
export * from './readable-ticket-code';
