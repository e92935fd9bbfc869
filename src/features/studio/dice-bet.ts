/**
 * The dice form's target: typed as 0.00-99.99 (any script's digits) and sent in hundredths, and what the bet
 * offers (win chance, payout) from the API's pure rules (src/api/calls/studio/dice.ts).
 */
import { DICE_RETURN_BASIS, type DiceBet, diceBetAllowed, diceWinning } from '../../api/calls/studio/dice';
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

/** Hundredths as the plain text the target field and the roll show, e.g. 4950 → "49.50". */
export const hundredthsText = (value: number): string =>
  `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** Win chance in percent (two decimals as text) and the payout per stake (four significant decimals). */
export function diceOdds(bet: DiceBet): { chance: string; payout: string } {
  const winning = diceWinning(bet);
  return {
    chance: hundredthsText(winning),
    payout: (DICE_RETURN_BASIS / winning).toFixed(4).replace(/0{1,2}$/, ''),
  };
}
