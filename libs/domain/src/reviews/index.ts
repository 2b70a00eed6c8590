export * from './host-review.schema';
export * from './review-limits';
export * from './assess-host-review';
export * from './summarize-ratings';
export * from './can-see-host-review';
