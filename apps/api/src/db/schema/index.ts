// Every table of the database. drizzle-kit reads this folder; services import from here.
export * from './users';
export * from './auth';
export * from './outbox';
export * from './cities';
export * from './socials';
export * from './rsvps';
export * from './verified-emails';
export * from './payments';
export * from './jobs';
export * from './rate-limits';
