/** Lottery games and draws shaped as the platform sends them, for the lottery unit tests. */
import type { Game } from '../../../src/api/calls/games/game';
import type { LotteryDraw } from '../../../src/features/lottery/lottery-board';

export function lotteryGame(gameCode: string, overrides: Partial<Game> = {}): Game {
  const nodeId = Number(gameCode.replace(/\D/g, '')) || 1;
  return {
    nodeId,
    gameId: `LOTT_${gameCode}`,
    gameCode,
    gameType: 'LOTT',
    gameClassify: 'K3',
    vassalage: 'LOTT',
    displayName: `Game ${gameCode}`,
    nodeName: `Game ${gameCode}`,
    iconUrl: `/lgw/assets/games/LOTT_${gameCode}.svg`,
    isGame: 'GAME',
    isHot: 0,
    isNew: 0,
    prizeMode: 'LOTT',
    ...overrides,
  };
}

export function draw(gameCode: string, issueNo: string, openedAt: string, numbers = ['1', '2', '3']): LotteryDraw {
  return { gameCode, gameName: `Game ${gameCode}`, issueNo, numbers, openedAt };
}
