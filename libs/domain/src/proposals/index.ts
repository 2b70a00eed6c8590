export * from './proposal.schema';
export * from './proposal-rules';
export * from './proposal-form';
