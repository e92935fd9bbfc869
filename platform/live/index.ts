/**
 * The session event stream: a signed-in member's balance, unread count, withdrawals' and contracts' states and session
 * limit as they change.
 */
import type { AreaModule } from '../area-module';
import { registerSessionEventRoute } from './routes';

export const liveModule: AreaModule = { name: 'live', routes: registerSessionEventRoute };
