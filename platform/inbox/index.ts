/** The member's inbox: messages from the operator, read state, and the unread count's live events. */
import { resolve } from 'node:path';
import { unreadMessageCountCall } from '../../src/api/calls/member';
import type { AreaModule } from '../area-module';
import { registerInboxAdminRoutes, registerInboxRoutes } from './routes';
import { seedInbox } from './seed';

export { unreadMessageEvents } from './live-unread';

export const inboxModule: AreaModule = {
  name: 'inbox',
  migrations: resolve(import.meta.dirname, 'migrations'),
  // A trial account's header reads its unread count (always 0: trial accounts have no inbox).
  audience: [[unreadMessageCountCall, 'session']],
  routes: registerInboxRoutes,
  adminRoutes: registerInboxAdminRoutes,
  seedDemo: ({ db, merchants, now }) => seedInbox(db, merchants, now),
};
