/** What a member meets at their first login: the popups and prompts of the merchant. */
import type { AreaModule } from '../area-module';
import { registerFirstLoginRoutes } from './routes';

export const firstLoginModule: AreaModule = { name: 'first-login', routes: registerFirstLoginRoutes };
