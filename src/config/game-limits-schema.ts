/**
 * The merchant's bound on game money (tenant file `maxWinPerRound`): the most one round of a vendor's game may pay,
 * whatever the stake and the game. A vendor's credit above it is refused and the round held for the operator
 * (platform/vendors/win-caps.ts), so a forged or faulty aggregator cannot pay out more than this in one round. The
 * game's own maximum multiplier (platform/games/catalogue.ts) bounds it further. And the smallest win of a real
 * round the home's winner boards list (tenant file `winnerBoardMinWin`).
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

// Left out, the platform takes 1,000 × the currency's smallest stake (platform/games/board-feed.ts, the one place that
// applies the default).
export const winnerBoardMinWinSchema = z
  .number()
  .positive()
  .max(10_000_000_000)
  .multipleOf(0.01, 'must have at most 2 decimals')
  .optional()
  .meta({
    description:
      "The smallest win of a real round (the in-house games', a vendor's) that joins the home's winner boards, in " +
      "the currency's major unit. Left out: 1,000 times the currency's smallest stake (1,000 taka or rupees, 50,000 " +
      'kyat).',
    examples: [2000],
  });
