/**
 * The operator's member desk: the member page of the console (everything about one member, read through the doors
 * of the areas that own it) and the operators' append-only notes on a member.
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerMemberDeskRoutes } from './routes';

export const memberDeskModule: AreaModule = {
  name: 'member-desk',
  migrations: resolve(import.meta.dirname, 'migrations'),
  adminRoutes: registerMemberDeskRoutes,
};
