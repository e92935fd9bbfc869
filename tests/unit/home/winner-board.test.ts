import { describe, expect, it } from 'vitest';
import { biggestWins, jackpotFigure, latestWins, readWinners } from '../../../src/features/home/winners/winner-board';

const vo = (winAmount: number, minute: number, name = 'ra***1') => ({
  vo: {
    customerName: name,
    gameName: 'Fortune Tiger',
    vassalage: 'PG',
    iconUrl: '/x.svg',
    winAmount,
    gameType: 'RNG',
    nodeId: minute,
    winTime: `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`,
  },
});

describe('winner boards', () => {
  it('skips malformed entries and answers that are not a board', () => {
    expect(readWinners(null)).toEqual([]);
    expect(readWinners({ list: 'x' })).toEqual([]);
    const read = readWinners({ list: [vo(10, 1), { vo: { ...vo(5, 2).vo, winAmount: '5' } }, {}, null] });
    expect(read.map((w) => w.winAmount)).toEqual([10]);
  });

  it('shows the first 9 of 20, biggest first', () => {
    const winners = readWinners({ list: Array.from({ length: 20 }, (_, i) => vo(i * 100, i)) });
    const shown = biggestWins(winners);
    expect(shown).toHaveLength(9);
    expect(shown[0]?.winAmount).toBe(1900);
    expect(shown[8]?.winAmount).toBe(1100);
  });

  it('lists the newest wins first on the jackpot board', () => {
    const winners = readWinners({ list: [vo(1, 5), vo(2, 30), vo(3, 10)] });
    expect(latestWins(winners).map((w) => w.winAmount)).toEqual([2, 3, 1]);
  });

  it('grows the jackpot demo figure on every tick from the total won', () => {
    const winners = readWinners({ list: [vo(600, 1), vo(400, 2)] });
    expect(jackpotFigure(winners, 0)).toBe(1000);
    expect(jackpotFigure(winners, 1)).toBe(1000.1);
    expect(jackpotFigure(winners, 10)).toBe(1001);
    expect(jackpotFigure([], 5)).toBe(0);
  });
});
