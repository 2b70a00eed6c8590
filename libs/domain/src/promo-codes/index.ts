export * from './promo-code.schema';
export * from './apply-promo-code';
export * from './promo-rejection-message';
