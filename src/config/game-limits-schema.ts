/**
 * The merchant's bound on game money (tenant file `maxWinPerRound`): the most one round of a vendor's game may pay,
 * whatever the stake and the game. A vendor's credit above it is refused and the round held for the operator
 * (platform/vendors/win-caps.ts), so a forged or faulty aggregator cannot pay out more than this in one round. The
 * game's own maximum multiplier (platform/games/catalogue.ts) bounds it further.
 */
import { z } from 'zod';

// Left out, the platform takes 100 × the currency's largest stake (platform/vendors/win-caps.ts, the one place
// that applies the default; the description below says the same to merchants).
export const maxWinPerRoundSchema = z
  .number()
  .positive()
  .max(10_000_000_000)
  .multipleOf(0.01, 'must have at most 2 decimals')
  .optional()
  .meta({
    description:
      "The most one round of a vendor's game may win, in the currency's major unit. Left out: 100 times the " +
      "currency's largest stake (1,000,000 taka or rupees, 50,000,000 kyat). A credit above it is refused and the " +
      'round is held for the operator, who pays the capped amount or voids the round.',
    examples: [500000],
  });
