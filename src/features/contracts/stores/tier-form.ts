/**
 * The tiers of a contract offer as typed (in any script's digits): each row's base in major units, active
 * members and rate in percent. Turned into the contract's tiers (minor units) or refused with the row and the
 * i18next key of what is wrong, so nothing the agent typed is guessed.
 */
import type { ContractTier } from '../../../api/calls/contracts/contract';
import { MAX_CONTRACT_RATE } from '../../../api/calls/contracts/contract';
import { parseAmount, toLatinDigits } from '../../../i18n/parse-amount';

export interface TierDraft {
  /** Stable identity of the row while tiers are added and removed. */
  key: number;
  minBase: string;
  minActive: string;
  rate: string;
}

let rows = 0;
export const emptyTier = (): TierDraft => ({ key: ++rows, minBase: '0', minActive: '0', rate: '' });

export type TierParse = { ok: true; tiers: ContractTier[] } | { ok: false; row: number; messageKey: string };

function parseBase(text: string): number | string {
  const latin = toLatinDigits(text.trim());
  if (latin === '' || /^0+(\.0{1,2})?$/.test(latin)) return 0;
  const amount = parseAmount(text);
  return amount.ok ? amount.minor : amount.messageKey;
}

export function parseTiers(drafts: readonly TierDraft[]): TierParse {
  const tiers: ContractTier[] = [];
  for (const [row, draft] of drafts.entries()) {
    const minBase = parseBase(draft.minBase);
    if (typeof minBase === 'string') return { ok: false, row, messageKey: minBase };
    const active = toLatinDigits(draft.minActive.trim() || '0');
    if (!/^\d{1,7}$/.test(active)) return { ok: false, row, messageKey: 'contracts.offer.activeInvalid' };
    const rateText = toLatinDigits(draft.rate.trim());
    const rate = Number(rateText);
    if (!/^\d{1,3}(\.\d{1,3})?$/.test(rateText) || rate <= 0 || rate > MAX_CONTRACT_RATE) {
      return { ok: false, row, messageKey: 'contracts.offer.rateInvalid' };
    }
    const previous = tiers.at(-1);
    if (previous && (minBase < previous.minBase || Number(active) < previous.minActive || rate <= previous.rate)) {
      return { ok: false, row, messageKey: 'contracts.offer.tiersOrder' };
    }
    tiers.push({ minBase, minActive: Number(active), rate });
  }
  return tiers.length > 0 ? { ok: true, tiers } : { ok: false, row: 0, messageKey: 'contracts.offer.rateInvalid' };
}
