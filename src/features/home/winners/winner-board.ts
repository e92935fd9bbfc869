/**
 * Reading the winner board (20 winners asked for, the biggest-wins board shows the
 * first 9) for the two home boards, and the jackpot board's demo figure. The boards run as plain
 * scripts (no zod on a visitor's first page), so the answer is read defensively: a malformed entry is
 * skipped, never shown half.
 */
export const BIGGEST_WINS_SHOWN = 9;
/**
 * Rows of the jackpot ticker's window (15rem high, rows 2.25rem: winner-boards.css): the rolling loop is closed by a
 * copy of this many first rows, not of the whole list, which is all the window ever shows of the copy.
 */
export const TICKER_WINDOW_ROWS = 7;
/** Card demo numbers tick every 3 seconds. */
export const DEMO_TICK_MS = 3000;

export interface BoardWinner {
  customerName: string;
  gameName: string;
  vassalage: string;
  iconUrl: string;
  winAmount: number;
  winTime: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

export function readWinners(value: unknown): BoardWinner[] {
  const list = (value as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  const winners: BoardWinner[] = [];
  for (const entry of list) {
    const vo = (entry as { vo?: Record<string, unknown> } | null)?.vo;
    if (!vo) continue;
    const { customerName, gameName, vassalage, iconUrl, winAmount, winTime } = vo;
    if (!isText(customerName) || !isText(gameName) || !isText(vassalage) || !isText(iconUrl) || !isText(winTime))
      continue;
    if (typeof winAmount !== 'number' || !Number.isFinite(winAmount)) continue;
    winners.push({ customerName, gameName, vassalage, iconUrl, winAmount, winTime });
  }
  return winners;
}

/** The biggest-wins board: the board's order (biggest first), the first 9. */
export function biggestWins(winners: BoardWinner[]): BoardWinner[] {
  return [...winners].sort((a, b) => b.winAmount - a.winAmount).slice(0, BIGGEST_WINS_SHOWN);
}

/** The jackpot board's ticker: the newest wins first. */
export function latestWins(winners: BoardWinner[]): BoardWinner[] {
  return [...winners].sort((a, b) => Date.parse(b.winTime) - Date.parse(a.winTime));
}

/**
 * The jackpot board's demo figure after `ticks` ticks of 3 s: it starts at the total the listed players
 * won and grows by a steady 0.01 % of it per tick, rounded to cents. A display figure (a
 * "demo number"), not a balance: nothing is paid from it.
 */
export function jackpotFigure(winners: BoardWinner[], ticks: number): number {
  const base = winners.reduce((sum, winner) => sum + winner.winAmount, 0);
  return Math.round((base + base * 0.0001 * ticks) * 100) / 100;
}
