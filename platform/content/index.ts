/** Content: announcements, banners, popups and the pages' texts a merchant shows. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerContentRoutes } from './routes';
import { seedContent } from './seed';

export { popupsFor } from './popups';

export const contentModule: AreaModule = {
  name: 'content',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerContentRoutes,
  seedReference: ({ db, merchants, now }) => seedContent(db, merchants, now),
};
