/**
 * The lottery pages and the prize mode (LOTT, ZY, ELOTT, SEA) each one shows:
 *   /lottery    → LOTT  (the fast draws: Fast 3, Lucky 5, Racing 10, Keno), launched without an area
 *   /seaLottery → SEA   (Thai, Lao, Malaysian, Singapore and Myanmar draws), launched with lottoArea SEA
 *   /vnLottery  → ZY    (the Vietnamese lobby's own games), launched with lottoArea VN
 * /lottert, /sealottery and /vnlottery are older spellings of the same pages (they count as game
 * pages too), so they render the same content.
 */
import type { PRIZE_MODES } from '../../api/calls/games/game';

export type PrizeMode = (typeof PRIZE_MODES)[number];
export type LotteryPageId = 'lottery' | 'seaLottery' | 'vnLottery';

export interface LotteryPage {
  id: LotteryPageId;
  prizeMode: PrizeMode;
  /** Sent as launchGame's lottoArea; the plain lottery page has none. */
  lottoArea?: 'VN' | 'SEA';
}

export const LOTTERY_PAGES: Record<LotteryPageId, LotteryPage> = {
  lottery: { id: 'lottery', prizeMode: 'LOTT' },
  seaLottery: { id: 'seaLottery', prizeMode: 'SEA', lottoArea: 'SEA' },
  vnLottery: { id: 'vnLottery', prizeMode: 'ZY', lottoArea: 'VN' },
};

/** Every route segment that is a lottery page, with the page it shows. */
export const LOTTERY_ROUTES: Readonly<Record<string, LotteryPageId>> = {
  lottery: 'lottery',
  lottert: 'lottery',
  seaLottery: 'seaLottery',
  sealottery: 'seaLottery',
  vnLottery: 'vnLottery',
  vnlottery: 'vnLottery',
};

/** The page a route segment shows; undefined for anything that is not a lottery route (routes are case-sensitive). */
export function lotteryPageFor(route: string): LotteryPage | undefined {
  const id = Object.hasOwn(LOTTERY_ROUTES, route) ? LOTTERY_ROUTES[route] : undefined;
  return id ? LOTTERY_PAGES[id] : undefined;
}
