/** The studio: the in-house games (slot, dice), their provably fair rounds and their pages. */
import type { AreaModule } from '../area-module';
import { registerStudioRoutes } from './routes';

export { serverSeedHash } from './engine';
export { diceOutcome, slotOutcome } from './outcomes';
export type { StoredResult } from './play-round';

export const studioModule: AreaModule = { name: 'studio', routes: registerStudioRoutes };
