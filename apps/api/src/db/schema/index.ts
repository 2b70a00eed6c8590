// Every table of the database, one file per module that owns (writes) it, named after the module's
// folder; core.ts holds core/'s own. Other modules read these tables but write them only through the
// owner's index.ts (lint: tools/eslint/api-table-owners.mjs). drizzle-kit reads this folder.
export * from './users';
export * from './auth';
export * from './core';
export * from './cities';
export * from './socials';
export * from './rsvps';
export * from './verification';
export * from './promo-codes';
export * from './bank-accounts';
export * from './payments';
export * from './configs';
export * from './notifications';
export * from './blasts';
export * from './reviews';
export * from './analytics';
export * from './tables';
export * from './circles';
export * from './memberships';
export * from './conferences';
export * from './chat';
export * from './proposals';
export * from './content';
export * from './patrons';
export * from './points';
export * from './posts';
export * from './media';
export * from './files';
