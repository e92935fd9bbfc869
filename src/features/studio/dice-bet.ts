/**
 * The dice form's target: typed as 0.00-99.99 (any script's digits) and sent in hundredths, and what the bet
 * offers (win chance, payout) from the API's pure rules (src/api/calls/studio/dice.ts).
 */
import { DICE_RETURN_BASIS, type DiceBet, diceBetAllowed, diceWinning } from '../../api/calls/studio/dice';
import { formatNumber } from '../../i18n/format';
import { toLatinDigits } from '../../i18n/parse-amount';

export type TargetCheck = { ok: true; target: number } | { ok: false; messageKey: string };

/** "49.5" → 4950; a bet whose win chance is outside 1-98% is refused with the message that says so. */
export function checkTarget(text: string, side: DiceBet['side']): TargetCheck {
  const match = /^(\d{1,2})(?:\.(\d{0,2}))?$/.exec(toLatinDigits(text.trim()));
  if (!match) return { ok: false, messageKey: 'studio.dice.targetInvalid' };
  const target = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!diceBetAllowed({ side, target })) return { ok: false, messageKey: 'studio.dice.chanceOutOfRange' };
  return { ok: true, target };
}

/**
 * Hundredths as the target field and the roll show them, in the page's digits (`locale`, intlLocale), e.g. 4950 →
 * "49.50", "৪৯.৫০", "၄၉.၅၀": the player reads the roll in the style of the amounts beside it.
 */
export const hundredthsText = (value: number, locale: string): string =>
  formatNumber(value / 100, locale, { minDecimals: 2, maxDecimals: 2, useGrouping: false });

/** Win chance in percent (two decimals) and the payout per stake (two to four decimals), in the page's digits. */
export function diceOdds(bet: DiceBet, locale: string): { chance: string; payout: string } {
  const winning = diceWinning(bet);
  return {
    chance: hundredthsText(winning, locale),
    payout: formatNumber(DICE_RETURN_BASIS / winning, locale, { minDecimals: 2, maxDecimals: 4 }),
  };
}

/** The lowest and highest target, for the messages that name the range ("0.00 to 99.99"). */
export const targetRange = (locale: string): { min: string; max: string } => ({
  min: hundredthsText(0, locale),
  max: hundredthsText(9_999, locale),
});
