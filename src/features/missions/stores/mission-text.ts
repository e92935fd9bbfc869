/**
 * A mission's title, written from its kind, period and game type (the tenant file holds no text): the
 * i18next key and its values. Round counts are written in the page's digits by the caller (`n`); `count`
 * picks the plural form.
 */
import type { Mission } from '../../../api/calls/missions/missions';

export interface MissionText {
  key: string;
  values: Record<string, string | number>;
}

/**
 * `formatCount` writes a number in the page's digits; `gameTypeLabel` names a game type
 * (games.types.<type>).
 */
export function missionTitle(
  mission: Pick<Mission, 'kind' | 'period' | 'gameType' | 'target'>,
  formatCount: (value: number) => string,
  gameTypeLabel: (gameType: string) => string,
): MissionText {
  const gameType = mission.gameType ? gameTypeLabel(mission.gameType) : null;
  if (mission.kind === 'rounds') {
    return {
      key: gameType ? 'missions.titles.roundsOfType' : 'missions.titles.rounds',
      values: { count: mission.target, n: formatCount(mission.target), ...(gameType ? { gameType } : {}) },
    };
  }
  if (mission.kind === 'turnover') {
    return gameType
      ? { key: 'missions.titles.turnoverOfType', values: { gameType } }
      : { key: 'missions.titles.turnover', values: {} };
  }
  return {
    key: mission.period === 'daily' ? 'missions.titles.depositDaily' : 'missions.titles.depositWeekly',
    values: {},
  };
}
