/** Translated names of a bet's game type and state; codes the locales do not know show as they are. */
import type { TFunction } from 'i18next';

export const gameTypeLabel = (t: TFunction) => (gameType: string) =>
  t(`games.types.${gameType}`, { defaultValue: gameType });

export const statusLabel = (t: TFunction) => (status: string) => t(`bets.status.${status}`, { defaultValue: status });
