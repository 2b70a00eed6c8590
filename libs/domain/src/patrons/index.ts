export * from './patron.schema';
export * from './invoice-number';
export * from './format-invoice-amount';
export * from './invoice-status-change';
export * from './generate-patron-questions';
