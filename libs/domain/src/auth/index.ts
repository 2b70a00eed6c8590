export * from './auth.schema';
export * from './session-settings';
export * from './decode-jwt-payload';
export * from './is-token-expired';
