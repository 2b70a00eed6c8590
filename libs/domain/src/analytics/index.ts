export * from './analytics.schema';
export * from './analytics-limits';
export * from './shape-funnel';
export * from './funnel-of-people';
export * from './day-series';
export * from './redact-secrets';
export * from './stats-table-csv';
