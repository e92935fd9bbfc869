/** The studio: the in-house games (slot, dice), their provably fair rounds and their pages. */
import type { AreaModule } from '../area-module';
import type { WinFollower } from '../core/settled-wins';
import { registerStudioRoutes } from './routes';

export { serverSeedHash } from './engine';
export { diceOutcome, slotOutcome } from './outcomes';
export type { StoredResult } from './play-round';

/** `followers` are told every round's win, in the round's transaction (the home's winner boards follow them). */
export const studioModule = (followers: readonly WinFollower[]): AreaModule => ({
  name: 'studio',
  routes: (router, deps) => registerStudioRoutes(router, deps, followers),
});
