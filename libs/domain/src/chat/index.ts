export * from './chat-limits';
export * from './chat.schema';
export * from './chat-socket';
export * from './merge-chat-messages';
export * from './can-moderate-chat-message';
