// @vitest-environment node
/** The pure parts of the game tile's artwork and launch: name layout, compression choice, window choice. */
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../platform/games/asset-routes';
import { gameTileSvg, layoutName, textEm, wrapName } from '../../../platform/games/svg';
import { launchWindowFor } from '../../../src/features/games/launch';

describe('name layout', () => {
  it('keeps a short name on one line at the largest size', () => {
    expect(layoutName('Dice')).toEqual({ size: 28, lines: ['Dice'] });
  });

  it('wraps a long name at spaces into at most three lines that fit the safe band', () => {
    const { size, lines } = layoutName('Adventures Beyond Wonderland');
    expect(lines).toEqual(['Adventures', 'Beyond', 'Wonderland']);
    for (const line of lines) expect(textEm(line) * size).toBeLessThanOrEqual(164);
  });

  it('breaks Chinese between characters, which has no spaces', () => {
    const lines = wrapName('龙虎斗超级大奖游戏', 4);
    expect(lines.join('')).toBe('龙虎斗超级大奖游戏');
    for (const line of lines) expect(textEm(line)).toBeLessThanOrEqual(4);
  });

  it('cuts a word longer than a line and ends an overlong name with an ellipsis', () => {
    expect(wrapName('Supercalifragilistic', 6).every((line) => textEm(line) <= 6)).toBe(true);
    const { size, lines } = layoutName('Word '.repeat(40).trim());
    expect(size).toBe(13);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
  });

  it('draws the name escaped, and an Urdu name right to left', () => {
    const svg = gameTileSvg('X_1', { name: 'Tom & <Jerry>', vendor: 'PG Soft' });
    expect(svg).toContain('Tom &#38;');
    expect(svg).not.toContain('<Jerry>');
    expect(svg).toContain('PG SOFT');
    expect(gameTileSvg('X_2', { name: 'ڈریگن ٹائیگر' })).toContain('direction="rtl"');
    expect(gameTileSvg('X_2', { name: 'Dragon' })).not.toContain('direction=');
  });

  it('gives two titles of the same vendor different pictures', () => {
    expect(gameTileSvg('PG_1001', { name: 'A' })).not.toEqual(gameTileSvg('PG_1002', { name: 'B' }));
  });
});

describe('compression choice', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('where a game opens', () => {
  it('opens live games in a new window and everything else in this tab', () => {
    expect(launchWindowFor({ gameType: 'LIVE' })).toBe('new-window');
    for (const gameType of ['RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'BINGO', 'MINI'] as const) {
      expect(launchWindowFor({ gameType })).toBe('same-tab');
    }
  });
});
