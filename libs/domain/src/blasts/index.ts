export * from './blast.schema';
export * from './blast-limits';
export * from './blast-template';
