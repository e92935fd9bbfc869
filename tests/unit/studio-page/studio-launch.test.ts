// @vitest-environment node
/**
 * Launching an in-house title the studio plays opens the site's own game page, in the launching page's
 * language (platform/games/launch-routes.ts); every other in-house title stays a demo.
 */
import { describe, expect, it } from 'vitest';
import { STUDIO_TITLES, TITLES, titleGameCode } from '../../../platform/games/catalogue';
import { studioGameOf, studioPagePath } from '../../../platform/games/launch-routes';

const inhouse = (game_code: string) => ({ vassalage: 'INHOUSE', game_type: 'RNG', game_code });
const tenant = { languages: ['bn', 'en'] as ('bn' | 'en')[], defaultLanguage: 'bn' as const };

describe('studio launch', () => {
  it('maps Dice and Lucky Five by their catalogue codes, nothing else', () => {
    const titles = TITLES['RNG:INHOUSE'] ?? [];
    const code = (name: string) =>
      titleGameCode(
        'RNG',
        titles.findIndex((title) => title.name === name),
      );
    expect(studioGameOf(inhouse(code('Dice')))).toBe('dice');
    expect(studioGameOf(inhouse(code('Lucky Five')))).toBe('slot');
    expect(studioGameOf(inhouse(code('Crash')))).toBeUndefined();
    expect(studioGameOf({ ...inhouse(code('Dice')), vassalage: 'PG' })).toBeUndefined();
    expect(Object.keys(STUDIO_TITLES).every((name) => titles.some((title) => title.name === name))).toBe(true);
  });

  it('keeps the launching page language: prefix from backUrl, else the given language', () => {
    expect(studioPagePath('dice', '/rng/', 'en', tenant)).toBe('/studio/dice/');
    expect(studioPagePath('dice', '/en/rng/', 'bn', tenant)).toBe('/en/studio/dice/');
    expect(studioPagePath('slot', null, 'en', tenant)).toBe('/en/studio/slot/');
    expect(studioPagePath('slot', null, 'bn', tenant)).toBe('/studio/slot/');
    // A language the merchant does not offer, or a full URL as backUrl, falls back sensibly.
    expect(studioPagePath('slot', null, 'ur' as 'bn', tenant)).toBe('/studio/slot/');
    expect(studioPagePath('dice', 'https://example.com/ur/rng/', 'en', tenant)).toBe('/en/studio/dice/');
  });
});
