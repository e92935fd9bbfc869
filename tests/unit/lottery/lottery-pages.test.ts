import { describe, expect, it } from 'vitest';
import { PRIZE_MODES } from '../../../src/api/calls/games/game';
import { LOTTERY_PAGES, LOTTERY_ROUTES, lotteryPageFor } from '../../../src/features/lottery/lottery-pages';

describe('lottery routes → prize mode', () => {
  it('maps the three pages to LOTT, SEA and ZY with their launch areas', () => {
    expect(lotteryPageFor('lottery')).toEqual({ id: 'lottery', prizeMode: 'LOTT' });
    expect(lotteryPageFor('seaLottery')).toEqual({ id: 'seaLottery', prizeMode: 'SEA', lottoArea: 'SEA' });
    expect(lotteryPageFor('vnLottery')).toEqual({ id: 'vnLottery', prizeMode: 'ZY', lottoArea: 'VN' });
  });

  it('shows the same pages under their older spellings (lottert, sealottery, vnlottery)', () => {
    expect(lotteryPageFor('lottert')).toBe(LOTTERY_PAGES.lottery);
    expect(lotteryPageFor('sealottery')).toBe(LOTTERY_PAGES.seaLottery);
    expect(lotteryPageFor('vnlottery')).toBe(LOTTERY_PAGES.vnLottery);
    expect(Object.keys(LOTTERY_ROUTES).sort()).toEqual(
      ['lottery', 'lottert', 'seaLottery', 'sealottery', 'vnLottery', 'vnlottery'].sort(),
    );
  });

  it('knows nothing else, inherited object keys included', () => {
    for (const route of ['LOTTERY', 'lott', 'elott', 'toString', '__proto__', 'constructor', '']) {
      expect(lotteryPageFor(route), route).toBeUndefined();
    }
  });

  it('only uses prize modes the API defines', () => {
    for (const page of Object.values(LOTTERY_PAGES)) expect(PRIZE_MODES).toContain(page.prizeMode);
  });
});
