export * from './post-access';
export * from './post.schema';
