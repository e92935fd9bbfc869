/** Live tables: the rooms of live games, their hosts and the table chat window. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerTableRoutes } from './routes';
import { seedTables } from './seed';

export { findRoom } from './tables';

export const tablesModule: AreaModule = {
  name: 'tables',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerTableRoutes,
  seedReference: ({ db, merchants }) => seedTables(db, merchants),
};
