export * from './api-headers';
export * from './should-retry';
export * from './describe-api-error';
export * from './error-codes';
