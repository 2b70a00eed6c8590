export * from './user.schema';
export * from './get-display-name';
export * from './profile-lists';
export * from './profile-completion';
export * from './points';
export * from './profile-slug-from-code';
export * from './people.schema';
export * from './share-link';
