/**
 * The in-house studio's games as the catalogue knows them (vendor INHOUSE, type RNG) and their stake limits.
 * A game page launches with one of these codes and plays through the calls in play.ts.
 */
import { stakeLimitsOf } from '../../../i18n/currencies';

export const STUDIO_VENDOR = 'INHOUSE';
export const STUDIO_GAME_TYPE = 'RNG';
export const STUDIO_GAMES = ['slot', 'dice'] as const;
export type StudioGame = (typeof STUDIO_GAMES)[number];

export type { StakeLimits } from '../../../i18n/currencies';

/** Stake limits per round by currency, in minor units: the currency catalogue's (src/i18n/currencies.json). */
export const stakeLimits = stakeLimitsOf;
