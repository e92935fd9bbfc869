import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, languageInfo } from '../../../src/i18n/languages';
import { baseKey, namespaces, readMessages, variables } from './locale-files';

const NAMESPACES = namespaces(LANGUAGE_CODES);
/**
 * The complete languages: those that name no fallback (languages.json). A language being translated names one, and
 * the build lists what its pages show from it (src/config/language-catalogue.ts, tested in language-catalogue.test.ts).
 */
const COMPLETE = LANGUAGE_CODES.filter((lang) => languageInfo(lang).fallback === null);
/** Languages being translated: they may lack whole namespaces (shown in their fallback), never part of one. */
const PARTIAL = LANGUAGE_CODES.filter((lang) => languageInfo(lang).fallback !== null);
/**
 * What a player must read in their own language on every site, whatever else is still being translated: their own
 * limits and the refusals they make, and the identity check that holds their withdrawals.
 */
const PROTECTIONS = ['limits', 'kyc', 'errors'];

describe('translations', () => {
  it('exist for at least one namespace', () => {
    expect(NAMESPACES.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGE_CODES)("have the player's protections (limits, identity check, errors) in %s", (lang) => {
    const missing = PROTECTIONS.filter((namespace) => readMessages(lang, namespace) === undefined);
    expect(missing, `namespaces missing in src/i18n/locales/${lang}/`).toEqual([]);
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const messages = Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, readMessages(lang, namespace)]));
    const allKeys = new Set(Object.values(messages).flatMap((m) => (m ? [...m.keys()].map(baseKey) : [])));

    it.each(COMPLETE)('has every key in %s', (lang) => {
      const own = messages[lang];
      expect(own, `src/i18n/locales/${lang}/${namespace}.json is missing`).toBeDefined();
      const present = new Set([...(own ?? new Map()).keys()].map(baseKey));
      const missing = [...allKeys].filter((key) => !present.has(key));
      expect(missing, `keys missing in ${lang}/${namespace}.json`).toEqual([]);
    });

    it.each(PARTIAL.filter((lang) => messages[lang] !== undefined))(
      'is complete in %s where that language has it (a screen is never half in the fallback)',
      (lang) => {
        const present = new Set([...(messages[lang] ?? new Map()).keys()].map(baseKey));
        const missing = [...allKeys].filter((key) => !present.has(key));
        expect(missing, `keys missing in ${lang}/${namespace}.json`).toEqual([]);
      },
    );

    it.each(LANGUAGE_CODES)('has no empty or non-text message in %s', (lang) => {
      const bad = [...(messages[lang] ?? new Map()).entries()]
        .filter(([, message]) => typeof message !== 'string' || message.trim() === '')
        .map(([key]) => key);
      expect(bad, `empty or non-text messages in ${lang}/${namespace}.json`).toEqual([]);
    });

    it('uses the same {{variables}} in every language', () => {
      const english = messages.en ?? new Map();
      const mismatches: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        for (const [key, message] of messages[lang] ?? new Map()) {
          const reference = english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? english.get(baseKey(key));
          if (reference === undefined) continue;
          const expected = variables(reference).filter((v) => v !== 'count');
          const actual = variables(message).filter((v) => v !== 'count');
          if (expected.join() !== actual.join()) {
            mismatches.push(`${lang}:${key} has {{${actual.join(', ')}}}, en has {{${expected.join(', ')}}}`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    });
  });
});
