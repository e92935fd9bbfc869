// @vitest-environment node
/** The seed generators, lottery draws and generated pages alone, without a database. */
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../platform/core/markup';
import { maskName } from '../../platform/core/personal-details';
import { VENDORS } from '../../platform/games/catalogue';
import { latestDraws } from '../../platform/games/lottery-draws';
import { gameRows, vendorRows, winnerRows } from '../../platform/games/seed-rows';
import { SLOT_TITLE_COUNT, slotTitle } from '../../platform/games/slot-titles';
import { gameTileSvg, vendorLogoSvg } from '../../platform/games/svg';
import { renderSimPage, type SimPage } from '../../platform/vendors/simulator/page';

describe('slot titles', () => {
  it('gives 10,000 distinct names, the same on every call', () => {
    const names = Array.from({ length: SLOT_TITLE_COUNT }, (_, i) => slotTitle(i).name);
    expect(SLOT_TITLE_COUNT).toBe(10_000);
    expect(new Set(names).size).toBe(10_000);
    expect(slotTitle(42)).toEqual(slotTitle(42));
  });

  it('refuses an index outside the list', () => {
    expect(() => slotTitle(10_000)).toThrow(RangeError);
    expect(() => slotTitle(-1)).toThrow(RangeError);
    expect(() => slotTitle(1.5)).toThrow(RangeError);
  });
});

describe('game rows', () => {
  const rows = gameRows('SHAPLA_BD');

  it('holds 10,000 slots across the slot vendors plus every other category', () => {
    const slots = rows.filter((row) => row.gameType === 'RNG' && row.vassalage !== 'INHOUSE');
    expect(slots).toHaveLength(10_000);
    expect(new Set(slots.map((row) => row.vassalage))).toEqual(
      new Set(['PG', 'PT', 'JL', 'CQ9', 'JDB', 'FC', 'EG2', 'BGS']),
    );
    for (const type of ['LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'BINGO', 'MINI']) {
      expect(
        rows.some((row) => row.gameType === type),
        type,
      ).toBe(true);
    }
    expect(new Set(rows.map((row) => row.gameId)).size).toBe(rows.length);
  });

  it('includes every vendor the sites name', () => {
    const codes = new Set(VENDORS.map((vendor) => vendor.vassalage));
    for (const code of [
      'PG',
      'EG2',
      'PT',
      'JDB',
      'CQ9',
      'FC',
      'JL',
      'BGS',
      'BTI',
      'IMES',
      'DS88',
      'INHOUSE',
      'TCG_LOTTO_VN',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
    expect(vendorRows().find((v) => v.vassalage === 'INHOUSE')?.rngExcluded).toBe(true);
  });

  it('is deterministic per merchant and orders the lobby differently per merchant', () => {
    expect(gameRows('SHAPLA_BD')).toEqual(rows);
    const order = (code: string) =>
      gameRows(code)
        .filter((row) => row.gameType === 'RNG')
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .slice(0, 20)
        .map((row) => row.gameId);
    expect(order('SHAPLA_BD')).not.toEqual(order('INDUS_PK'));
    const slotOrders = rows
      .filter((row) => row.gameType === 'RNG' && row.vassalage !== 'INHOUSE')
      .map((r) => r.sortOrder);
    expect(new Set(slotOrders).size).toBe(10_000);
  });

  it('masks winner names and keeps amounts positive with 2 decimals', () => {
    expect(maskName('rahim123')).toBe('ra***3');
    expect(maskName('abc')).toBe('a***');
    for (const winner of winnerRows('SHAPLA_BD', rows)) {
      expect(winner.customerName).toMatch(/^\w{1,2}\*\*\*\w?$/);
      expect(winner.winAmount).toMatch(/^\d+\.\d{2}$/);
      expect(Number(winner.winAmount)).toBeGreaterThan(0);
    }
  });
});

describe('lottery draws', () => {
  const fast = { gameCode: 'LOTT001', gameName: 'Fast 3 (1 min)', gameClassify: 'K3' };
  const daily = { gameCode: 'ELOTT001', gameName: 'Ha Noi', gameClassify: 'VN_NORTH' };
  const now = new Date('2025-03-01T10:30:30Z');

  it('opens one draw per interval, newest first, the same in every process', () => {
    const draws = latestDraws('SHAPLA_BD', fast, now, 3);
    expect(draws.map((d) => d.openedAt)).toEqual([
      '2025-03-01T10:30:00.000Z',
      '2025-03-01T10:29:00.000Z',
      '2025-03-01T10:28:00.000Z',
    ]);
    expect(draws[0]?.issueNo).toBe('20250301-0631');
    expect(latestDraws('SHAPLA_BD', fast, now, 3)).toEqual(draws);
    for (const draw of draws) for (const n of draw.numbers) expect(Number(n)).toBeGreaterThanOrEqual(1);
  });

  it('draws national games once a day, after the daily opening time', () => {
    const [today] = latestDraws('SHAPLA_BD', daily, new Date('2025-03-01T12:00:00Z'), 1);
    const [yesterday] = latestDraws('SHAPLA_BD', daily, new Date('2025-03-01T11:00:00Z'), 1);
    expect(today?.issueNo).toBe('20250301');
    expect(yesterday?.issueNo).toBe('20250228');
    expect(today?.numbers[0]).toMatch(/^\d{5}$/);
  });
});

describe('generated pages and images', () => {
  const simPage = (overrides: Partial<SimPage>): SimPage => ({
    lang: 'en',
    gameName: 'Aviator',
    vendorName: 'Spribe',
    iconUrl: '/x.svg',
    game: 'slot',
    currency: 'BDT',
    country: 'BD',
    backUrl: null,
    balance: 100,
    limits: { min: 100, max: 1_000_000 },
    roundId: '00000000-0000-4000-8000-000000000000',
    stakeText: '1',
    choice: '',
    ...overrides,
  });

  it('escapes every value on the simulator game page', () => {
    const html = renderSimPage(
      simPage({
        gameName: '<script>alert(1)</script>',
        vendorName: '" onmouseover="x',
        iconUrl: '/lgw/assets/games/PG_1001.svg',
        stakeText: "<img src=x onerror='y'>",
        balance: 152_050,
        backUrl: '/rng?x="><script>',
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('" onmouseover');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('1,520.50');
    expect(escapeHtml(`&<>"'\``)).toBe('&#38;&#60;&#62;&#34;&#39;&#96;');
  });

  it('renders Urdu pages right to left', () => {
    const html = renderSimPage(simPage({ lang: 'ur', currency: 'PKR', country: 'PK', game: 'sports', choice: 'home' }));
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('بیلنس');
    expect(html).toContain('میزبان ٹیم کی جیت');
  });

  it("writes the stake hint's example stakes in the page's digits", () => {
    const refused = { ok: false as const, code: 'stake_invalid', balance: null };
    const bangla = renderSimPage(simPage({ lang: 'bn', result: refused }));
    expect(bangla).toContain('যেমন <bdi>১০</bdi> বা <bdi>১২.৫০</bdi>');
    expect(renderSimPage(simPage({ result: refused }))).toContain('for example <bdi>10</bdi> or <bdi>12.50</bdi>');
  });

  it('draws distinct, well-formed SVG from ids', () => {
    expect(gameTileSvg('PG_1001')).toMatch(/^<svg [^>]*viewBox="0 0 200 200">/);
    expect(gameTileSvg('PG_1001')).not.toEqual(gameTileSvg('PG_1002'));
    expect(vendorLogoSvg('A<B')).toContain('A&#60;B');
  });
});
