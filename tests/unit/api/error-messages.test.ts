// @vitest-environment node
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageKey } from '../../../src/api/api-error';
import { ERROR_CODES } from '../../../src/api/calls/errors';
import { LANGUAGE_CODES, languageInfo } from '../../../src/i18n/languages';
import { toResource } from '../../../src/i18n/resources';

const files = import.meta.glob<Record<string, string>>('../../../src/i18n/locales/*/errors.json', {
  eager: true,
  import: 'default',
});
const byLanguage = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [/locales\/(\w+)\//.exec(path)?.[1], messages]),
);

describe('errors.json', () => {
  // A complete language (no fallback in languages.json) says every error; one being translated says some, the build
  // listing the rest (shown in its fallback). Neither says anything that is not an error code.
  for (const lang of LANGUAGE_CODES) {
    const complete = languageInfo(lang).fallback === null;
    it(`${lang} translates ${complete ? 'every' : 'only'} error code${complete ? ', and nothing else' : 's'}`, () => {
      const messages = byLanguage[lang] ?? {};
      if (complete) for (const code of ERROR_CODES) expect(messages[code], `${lang}: ${code}`).toMatch(/\S/);
      expect(Object.keys(messages).filter((key) => !(ERROR_CODES as readonly string[]).includes(key))).toEqual([]);
      for (const message of Object.values(messages)) expect(message).toMatch(/\S/);
    });
  }

  for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
    it(`${lang} is a real translation, not English copied`, () => {
      const same = ERROR_CODES.filter((code) => byLanguage[lang]?.[code] === byLanguage.en?.[code]);
      expect(same).toEqual([]);
    });
  }

  it('says the catalogued errors in plain English', () => {
    expect(byLanguage.en).toMatchObject({
      network_error: 'Could not connect. Check your network and try again',
      timeout: 'This is taking too long. Check your network and try again',
      in_incorrect_password: 'Wrong account or password',
      error_not_agent: 'Non-agents cannot log in',
      not_logged_in: 'Please log in to continue',
      trial_user_blocked: 'A trial account cannot do this. Register a member account first',
      invitation_code_error: 'Invalid invitation code',
      unknown_error: 'Something went wrong. Please try again',
      captcha_required: 'Please enter the captcha',
    });
  });

  it("resolves an ApiError's messageKey through i18next", async () => {
    const t = i18next.createInstance();
    await t.init({ resources: toResource(files), lng: 'ur', fallbackLng: 'en' });
    const error = new ApiError({ code: 'timeout', reason: 'timeout', call: 'GET /wps/system/status' });
    expect(t.t(error.messageKey)).toBe(byLanguage.ur?.timeout);
    expect(t.t(error.messageKey)).not.toBe(error.messageKey);
  });

  it('turns any rejection into a message key: the ApiError its own, anything else unknown_error', () => {
    const error = new ApiError({ code: 'rate_limited', reason: 'platform', status: 429, call: 'POST /x' });
    expect(errorMessageKey(error)).toBe('errors.rate_limited');
    expect(errorMessageKey(new TypeError('boom'))).toBe('errors.unknown_error');
    expect(errorMessageKey(undefined)).toBe('errors.unknown_error');
  });
});
