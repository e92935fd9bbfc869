import { describe, expect, it } from 'vitest';
import { parseTiers, type TierDraft } from '../../../src/features/contracts/stores/tier-form';

const row = (minBase: string, minActive: string, rate: string, key = 0): TierDraft => ({
  key,
  minBase,
  minActive,
  rate,
});

describe('contract tiers as typed', () => {
  it('turns bases into minor units and reads every script\u2019s digits', () => {
    expect(parseTiers([row('0', '0', '0.3'), row('৫,০০০'.replace(',', ''), '৩', '০.৪')])).toEqual({
      ok: true,
      tiers: [
        { minBase: 0, minActive: 0, rate: 0.3 },
        { minBase: 500_000, minActive: 3, rate: 0.4 },
      ],
    });
    expect(parseTiers([row('', '', '۱۲.۵')])).toEqual({ ok: true, tiers: [{ minBase: 0, minActive: 0, rate: 12.5 }] });
  });

  it('refuses a bad rate, a fractional member count and tiers out of order, naming the row', () => {
    expect(parseTiers([row('0', '0', '0')])).toMatchObject({
      ok: false,
      row: 0,
      messageKey: 'contracts.offer.rateInvalid',
    });
    expect(parseTiers([row('0', '0', '101')])).toMatchObject({ ok: false, messageKey: 'contracts.offer.rateInvalid' });
    expect(parseTiers([row('0', '0', '0.1234')])).toMatchObject({
      ok: false,
      messageKey: 'contracts.offer.rateInvalid',
    });
    expect(parseTiers([row('0', '2.5', '1')])).toMatchObject({
      ok: false,
      messageKey: 'contracts.offer.activeInvalid',
    });
    expect(parseTiers([row('100', '0', '1'), row('50', '0', '2')])).toMatchObject({
      ok: false,
      row: 1,
      messageKey: 'contracts.offer.tiersOrder',
    });
    expect(parseTiers([row('0', '0', '1'), row('50', '0', '1')])).toMatchObject({ ok: false, row: 1 });
    expect(parseTiers([row('abc', '0', '1')])).toMatchObject({ ok: false, row: 0 });
  });
});
