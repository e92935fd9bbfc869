/**
 * The merchants' currencies as data (currencies.json): the symbol amounts are written with, and the stake limits
 * per round in minor units (about the same worth in each: 1-10,000 BDT, PKR or NPR, 50-500,000 MMK). A new
 * currency is an entry there. One not listed is written with Intl's narrow symbol in English and gets BDT's stakes.
 * Every amount has 2 decimals (the ledger's minor units, platform/ledger/minor-units.ts).
 */
import catalogue from './currencies.json' with { type: 'json' };

export interface StakeLimits {
  /** Minor units. */
  min: number;
  max: number;
}

export interface CurrencyInfo {
  /** What amounts show beside the figure: "৳", "Rs", "K", "रू". */
  symbol: string;
  stake: StakeLimits;
}

export const CURRENCIES: Readonly<Record<string, CurrencyInfo>> = catalogue;

const DEFAULT_STAKE = (CURRENCIES.BDT as CurrencyInfo).stake;

/** The currency's catalogue entry, if it has one. */
export const currencyInfo = (currency: string): CurrencyInfo | undefined =>
  Object.hasOwn(CURRENCIES, currency) ? CURRENCIES[currency] : undefined;

/** Stake limits per round of `currency`, in minor units. */
export const stakeLimitsOf = (currency: string): StakeLimits => currencyInfo(currency)?.stake ?? DEFAULT_STAKE;
