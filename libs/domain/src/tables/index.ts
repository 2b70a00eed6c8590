export * from './tables.schema';
export * from './auto-fill-tables';
