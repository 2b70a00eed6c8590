export * from './site-config.schema';
export * from './partner-menu';
