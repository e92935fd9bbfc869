/** The member's inbox: messages from the operator, read state, and the unread count's live events. */
import type { AreaModule } from '../area-module';
import { registerInboxAdminRoutes, registerInboxRoutes } from './routes';
import { seedInbox } from './seed';

export { unreadMessageEvents } from './live-unread';

export const inboxModule: AreaModule = {
  name: 'inbox',
  routes: registerInboxRoutes,
  adminRoutes: registerInboxAdminRoutes,
  seedDemo: ({ db, merchants, now }) => seedInbox(db, merchants, now),
};
