// The studio page before its first round: the balance the game plays from is read with the page, and the reels
// show real symbols (the member's last slot round, else a start screen of all eleven symbols without a win).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioBalanceCall } from '../../../src/api/calls/studio/play';
import type { StudioRound } from '../../../src/api/calls/studio/round';
import { studioRoundsCall } from '../../../src/api/calls/studio/rounds';
import { seedPairCall } from '../../../src/api/calls/studio/seeds';
import { evaluateLine } from '../../../src/api/calls/studio/slot-outcome';
import { SLOT_LINES, SLOT_SYMBOLS, type SlotSymbol } from '../../../src/api/calls/studio/slot-paytable';
import { api } from '../../../src/api/default-client';
import { $play, loadStudio, startGrid } from '../../../src/features/studio/stores/studio';

const pair = { game: 'slot' as const, serverSeedHash: 'h', clientSeed: 'c', nonce: 0 };

function answering(balance: number, rows: StudioRound[] = []) {
  return vi.spyOn(api, 'call').mockImplementation(async (definition) => {
    if (definition === seedPairCall) return { current: pair, previous: null };
    if (definition === studioRoundsCall) return { rows, page: 1, pageSize: 10, total: rows.length };
    if (definition === studioBalanceCall) return { balance };
    throw new Error(`unexpected call ${definition.path}`);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  $play.set({ playing: false, lastRound: null, balance: null, errorKey: null, elsewhere: null, stakeErrorKey: null });
});

describe('the studio page before its first round', () => {
  it('shows the balance the game plays from as soon as the page has loaded', async () => {
    answering(123_456);
    await loadStudio('slot');
    expect($play.get().balance).toBe(123_456);
  });

  it('starts the reels on all eleven symbols, without a winning line', () => {
    const grid = startGrid([]);
    expect(grid).toHaveLength(5);
    expect(grid.every((reel) => reel.length === 3)).toBe(true);
    expect(new Set(grid.flat())).toEqual(new Set(SLOT_SYMBOLS));
    const lines = SLOT_LINES.map((rows) => evaluateLine(rows.map((row, reel) => grid[reel]?.[row] as SlotSymbol)));
    expect(lines.filter(Boolean)).toEqual([]);
  });

  it("starts the reels on the member's last slot round when there is one", () => {
    const grid: SlotSymbol[][] = Array.from({ length: 5 }, () => ['cherry', 'bell', 'ace']);
    const round = { outcome: { game: 'slot', base: { grid } } } as unknown as StudioRound;
    expect(startGrid([round])).toEqual(grid);
  });
});
