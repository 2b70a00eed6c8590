import type { AppModule } from '../../app-module';
import { CHAT_ERROR_STATUSES } from './chat.errors';
import { chatRoutes } from './chat.routes';

/** Chat: channels, messages with threads and reactions, search, unread counts, and the live socket. */
export const chatModule: AppModule = {
  name: 'chat',
  routes: chatRoutes,
  errorStatuses: CHAT_ERROR_STATUSES,
};
