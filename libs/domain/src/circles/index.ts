export * from './circle.schema';
export * from './circle-access';
export * from './circle-membership.schema';
export * from './membership-period';
