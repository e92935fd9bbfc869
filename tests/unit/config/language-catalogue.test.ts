/**
 * Languages as data (src/config/language-catalogue.ts): the catalogue is checked at build time, a language without
 * messages is named, and the messages a language still being translated takes from its fallback are listed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hasMessages, languageCatalogueProblems, messageFallbacks } from '../../../src/config/language-catalogue';
import { LANGUAGES } from '../../../src/i18n/languages';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A locales folder holding `files` (path under it → messages). */
function locales(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  dirs.push(dir);
  for (const [path, messages] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(messages));
  }
  return dir;
}

const english = LANGUAGES.en;

describe('the language catalogue', () => {
  it('is sound, and every language in it has its messages', () => {
    expect(languageCatalogueProblems()).toEqual([]);
    for (const code of Object.keys(LANGUAGES)) expect(hasMessages(code), code).toBe(true);
  });

  it('names each bad field, a language without messages, and a platform code or fallback that cannot work', () => {
    const dir = locales({ 'en/shell.json': {}, 'hi/shell.json': {} });
    const problems = languageCatalogueProblems(
      {
        en: english,
        hi: { ...english, platformCode: 'EN', dir: 'down', numberingSystem: 'klingon', fallback: 'xx' },
        ne: { ...english, platformCode: 'NE', datePattern: 'day/month' },
      },
      dir,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'hi.dir: Invalid option: expected one of "ltr"|"rtl"',
        'hi.numberingSystem: must be an Intl numbering system (latn, beng, deva …)',
        "hi.platformCode: is en's too",
        'hi.fallback: xx is not in the catalogue',
        'ne.datePattern: must be d, m and y with separators, like d/m/y',
        expect.stringMatching(/^ne: has no messages: add src\/i18n\/locales\/ne\//),
      ]),
    );
    expect(problems).toHaveLength(6);
  });
});

describe('the messages a language takes from its fallback', () => {
  const dir = () =>
    locales({
      'en/home.json': {
        title: 'Welcome',
        rebate: 'Daily rebate',
        wins_one: '{{count}} win',
        wins_other: '{{count}} wins',
      },
      'en/money.json': { deposit: 'Deposit' },
      'en/team.json': { title: 'Team' },
      'ne/home.json': { title: 'स्वागत छ', wins_other: '{{count}} जित' },
    });

  it('lists the namespaces it lacks, and the keys missing from those it has, with the language shown instead', () => {
    expect(messageFallbacks('ne', 'ne', dir())).toEqual([
      'ne pages show these namespaces in en (no src/i18n/locales/ne/<namespace>.json): money, team.',
      'ne pages show 1 home message(s) in en: home.rebate.',
    ]);
  });

  it('says nothing of English, and nothing of the real Nepali home, login and member bar namespaces', () => {
    expect(messageFallbacks('en', 'ne')).toEqual([]);
    const real = messageFallbacks('ne', 'ne').join('\n');
    for (const namespace of ['home', 'shell', 'auth', 'account', 'games', 'lobby', 'notices']) {
      expect(real).not.toMatch(new RegExp(`\\b${namespace}\\b`));
    }
  });
});
