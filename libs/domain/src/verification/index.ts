export * from './verified-email.schema';
export * from './email-verification.schema';
export * from './email-category';
export * from './verified-email-need';
export * from './verified-email-gate.schema';
