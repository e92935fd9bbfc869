/** Live tables: the rooms of live games, their hosts and the table chat window. */
import type { AreaModule } from '../area-module';
import { registerTableRoutes } from './routes';
import { seedTables } from './seed';

export { findRoom } from './tables';

export const tablesModule: AreaModule = {
  name: 'tables',
  routes: registerTableRoutes,
  seedReference: ({ db, merchants }) => seedTables(db, merchants),
};
