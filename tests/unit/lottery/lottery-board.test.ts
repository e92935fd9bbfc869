import { describe, expect, it } from 'vitest';
import { launchGameCall } from '../../../src/api/calls/games/launch';
import { buildBoard, findGame, launchBody, readGameCode } from '../../../src/features/lottery/lottery-board';
import { LOTTERY_PAGES } from '../../../src/features/lottery/lottery-pages';
import { draw, lotteryGame } from './fixtures';

describe('buildBoard', () => {
  const menus = [
    { code: 'K3', games: [lotteryGame('LOTT001'), lotteryGame('LOTT002')] },
    { code: 'EMPTY', games: [] },
    { code: 'SSC', games: [lotteryGame('LOTT003', { gameClassify: 'SSC' })] },
  ];

  it('keeps the menu order, drops empty menus and gives every game its draw or null', () => {
    const board = buildBoard(menus, [draw('LOTT003', '20250101-0001', '2025-01-01T00:01:00Z')]);
    expect(board.map((section) => section.code)).toEqual(['K3', 'SSC']);
    expect(board[0]?.games.map((entry) => [entry.game.gameCode, entry.draw])).toEqual([
      ['LOTT001', null],
      ['LOTT002', null],
    ]);
    expect(board[1]?.games[0]?.draw?.issueNo).toBe('20250101-0001');
  });

  it('takes the newest draw when a game has more than one, whatever the order', () => {
    const draws = [
      draw('LOTT001', '20250101-0002', '2025-01-01T00:02:00Z'),
      draw('LOTT001', '20250101-0003', '2025-01-01T00:03:00Z'),
      draw('LOTT001', '20250101-0001', '2025-01-01T00:01:00Z'),
    ];
    expect(buildBoard(menus, draws)[0]?.games[0]?.draw?.issueNo).toBe('20250101-0003');
  });

  it('ignores draws of games that are not on the menu', () => {
    const board = buildBoard(menus, [draw('ELOTT001', '20250101', '2025-01-01T11:15:00Z')]);
    expect(board.flatMap((section) => section.games).every((entry) => entry.draw === null)).toBe(true);
  });
});

describe('findGame', () => {
  const board = buildBoard(
    [
      { code: 'K3', games: [lotteryGame('LOTT001')] },
      { code: 'SSC', games: [lotteryGame('LOTT003')] },
    ],
    [],
  );
  it('finds a game in any menu by its code, and nothing for an unknown code', () => {
    expect(findGame(board, 'LOTT003')?.nodeId).toBe(3);
    expect(findGame(board, 'LOTT999')).toBeUndefined();
  });
});

describe('launchBody', () => {
  it('launches the game inside its vendor lobby on the betting view, with the page area', () => {
    const game = lotteryGame('LOTT007', { prizeMode: 'ZY' });
    const body = launchBody(game, LOTTERY_PAGES.vnLottery, '/vnLottery/');
    expect(body).toEqual({
      vassalage: 'LOTT',
      gameType: 'LOTT',
      gameCode: 'LOTT007',
      prizeMode: 'ZY',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      view: 'betting',
      backUrl: '/vnLottery/',
    });
    // The platform accepts exactly this body.
    expect(launchGameCall.body?.safeParse(body).success).toBe(true);
  });

  it('sends no area from /lottery, the page mode for a game without one, and ELOTT for e-lottery games', () => {
    const game = lotteryGame('ELOTT011', { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', prizeMode: null });
    const body = launchBody(game, LOTTERY_PAGES.lottery, '/lottery/');
    expect(body).not.toHaveProperty('lottoArea');
    expect(body.prizeMode).toBe('LOTT');
    expect(body.launchMode).toBe('ELOTT');
    expect(launchBody(game, LOTTERY_PAGES.seaLottery, '/seaLottery/').lottoArea).toBe('SEA');
  });
});

describe('readGameCode', () => {
  it('reads a valid gameCode and tells an absent one from a malformed one', () => {
    expect(readGameCode('?gameCode=LOTT001')).toEqual({ kind: 'valid', gameCode: 'LOTT001' });
    expect(readGameCode('?token=abc')).toEqual({ kind: 'none' });
    expect(readGameCode('')).toEqual({ kind: 'none' });
    for (const bad of ['?gameCode=', '?gameCode=%3Cscript%3E', `?gameCode=${'A'.repeat(41)}`, '?gameCode=a%20b']) {
      expect(readGameCode(bad), bad).toEqual({ kind: 'invalid' });
    }
  });
});
