export * from './enums';
export * from './common.schema';
