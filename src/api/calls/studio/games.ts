/**
 * The in-house studio's games as the catalogue knows them (vendor INHOUSE, type RNG) and their stake limits.
 * A game page launches with one of these codes and plays through the calls in play.ts.
 */
export const STUDIO_VENDOR = 'INHOUSE';
export const STUDIO_GAME_TYPE = 'RNG';
export const STUDIO_GAMES = ['slot', 'dice'] as const;
export type StudioGame = (typeof STUDIO_GAMES)[number];

export interface StakeLimits {
  /** Minor units. */
  min: number;
  max: number;
}

/**
 * Stake limits per round by currency, in minor units: about the same worth in each (1-10,000 BDT or PKR,
 * 50-500,000 MMK). A currency not listed gets the BDT figures.
 */
const LIMITS: Record<string, StakeLimits> = {
  BDT: { min: 100, max: 1_000_000 },
  PKR: { min: 100, max: 1_000_000 },
  MMK: { min: 5_000, max: 50_000_000 },
};

export const stakeLimits = (currency: string): StakeLimits => LIMITS[currency] ?? (LIMITS.BDT as StakeLimits);
