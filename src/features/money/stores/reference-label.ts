/**
 * What a movement of the account record is about, as a person reads it: "Deposit #943 · bKash", "Slots · Lucky Five",
 * "Withdrawal #1", instead of the platform's reference ("deposit:943", "round:08a0739c-…"), which stays one tap
 * away for support (the page's copy button).
 */
import type { TFunction } from 'i18next';
import type { RecordRow } from '../../../api/calls/money/account-record';

/** Reference prefixes (`<what>:<id>`) the platform writes, and the message that names each. */
const SUBJECTS: Record<string, { key: string; numbered: boolean }> = {
  deposit: { key: 'deposit', numbered: true },
  withdrawal: { key: 'withdrawal', numbered: true },
  round: { key: 'round', numbered: false },
  redeem: { key: 'redeem', numbered: true },
  'points-redeem': { key: 'redeem', numbered: true },
  'points-convert': { key: 'convert', numbered: false },
  convert: { key: 'convert', numbered: false },
  promotion: { key: 'promotion', numbered: false },
  mission: { key: 'mission', numbered: false },
  rebate: { key: 'rebate', numbered: false },
  'red-envelope': { key: 'redEnvelope', numbered: false },
  contract: { key: 'contract', numbered: true },
  friend: { key: 'friend', numbered: false },
  earn: { key: 'earn', numbered: false },
};

export interface ReferenceWords {
  t: TFunction;
  /** A record's number in the page's digits, ungrouped ("৯৪৩"). */
  number: (id: number) => string;
  methodName: (code: string) => string;
  gameTypeLabel: (gameType: string) => string;
  gameName: (game: NonNullable<RecordRow['game']>) => string;
}

/** The row's reference in words, or null for a row without one. Needs the money and games namespaces. */
export function referenceLabel(
  row: Pick<RecordRow, 'reference' | 'methodCode' | 'game'>,
  { t, number, methodName, gameTypeLabel, gameName }: ReferenceWords,
): string | null {
  if (!row.reference) return null;
  const split = row.reference.indexOf(':');
  const subject = SUBJECTS[split > 0 ? row.reference.slice(0, split) : ''];
  if (!subject) return t('money.history.refs.other');
  if (subject.key === 'round' && row.game) return `${gameTypeLabel(row.game.gameType)} · ${gameName(row.game)}`;
  const id = row.reference.slice(split + 1);
  const label =
    subject.numbered && /^\d{1,15}$/.test(id)
      ? t(`money.history.refs.${subject.key}Numbered`, { id: number(Number(id)) })
      : t(`money.history.refs.${subject.key}`);
  return row.methodCode ? `${label} · ${methodName(row.methodCode)}` : label;
}
