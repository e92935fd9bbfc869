/** The account record's references in words: what a movement is about, never the platform's "deposit:943". */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/api/calls/money/account-record';
import { referenceLabel } from '../../../src/features/money/stores/reference-label';
import { formatNumber } from '../../../src/i18n/format';
import { gameNameOf } from '../../../src/stores/game-names';

const MESSAGES: Record<string, string> = {
  'money.history.refs.depositNumbered': 'Deposit #{{id}}',
  'money.history.refs.withdrawalNumbered': 'Withdrawal #{{id}}',
  'money.history.refs.round': 'Game round',
  'money.history.refs.promotion': 'Promotion bonus',
  'money.history.refs.other': 'Adjustment',
  'games.types.RNG': 'Slots',
  'games.studio.slot': 'Lucky Five',
};
const t = ((key: string, values: Record<string, string> = {}) =>
  (MESSAGES[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')) as unknown as TFunction;

const words = (locale: string) => ({
  t,
  number: (id: number) => formatNumber(id, locale, { useGrouping: false }),
  methodName: (code: string) => ({ bkash: 'bKash' })[code] ?? code,
  gameTypeLabel: (type: string) => t(`games.types.${type}`),
  gameName: (game: NonNullable<RecordRow['game']>) => gameNameOf(t, game),
});
const row = (reference: string | null, over: Partial<RecordRow> = {}) => ({
  reference,
  methodCode: null,
  game: null,
  ...over,
});

describe('account record references', () => {
  it('names a deposit by its number and method, a withdrawal by its number', () => {
    expect(referenceLabel(row('deposit:943', { methodCode: 'bkash' }), words('en-BD'))).toBe('Deposit #943 · bKash');
    expect(referenceLabel(row('withdrawal:1'), words('en-BD'))).toBe('Withdrawal #1');
    // Numbers in the page's digits and never grouped: a record number is not an amount.
    expect(referenceLabel(row('deposit:12345'), words('bn-BD'))).toBe('Deposit #১২৩৪৫');
  });

  it("names a round by its game's type and name, in the page's language for the studio's games", () => {
    const studio = { vendor: 'INHOUSE', gameType: 'RNG', gameCode: 'slot', gameName: null };
    expect(referenceLabel(row('round:08a0739c-1', { game: studio }), words('en-BD'))).toBe('Slots · Lucky Five');
    const listed = { vendor: 'JILI', gameType: 'RNG', gameCode: '1600', gameName: 'Lucky Eagle' };
    expect(referenceLabel(row('round:x', { game: listed }), words('en-BD'))).toBe('Slots · Lucky Eagle');
    // A round whose bet the platform could not find still reads as a round.
    expect(referenceLabel(row('round:08a0739c-1'), words('en-BD'))).toBe('Game round');
  });

  it('names the other movements by what they are, and no row without a reference', () => {
    expect(referenceLabel(row('promotion:welcome-bonus'), words('en-BD'))).toBe('Promotion bonus');
    expect(referenceLabel(row('seed'), words('en-BD'))).toBe('Adjustment');
    expect(referenceLabel(row('something:1'), words('en-BD'))).toBe('Adjustment');
    expect(referenceLabel(row(null), words('en-BD'))).toBeNull();
  });
});
