/**
 * Translations live in `locales/<lang>/<namespace>.json`, one namespace per area (shell, content, errors,
 * …) so areas can be translated independently. Each file becomes the top-level key of its namespace:
 * `t('shell.nav.home')` reads `locales/<lang>/shell.json` → `nav.home`.
 */
import type { Resource } from 'i18next';
import type { LanguageCode } from './languages';

type Messages = Record<string, unknown>;

export function toResource(files: Record<string, Messages>): Resource {
  const resource: Resource = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /locales\/([a-z]{2,3})\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, namespace] = match as unknown as [string, LanguageCode, string];
    resource[lang] ??= { translation: {} };
    (resource[lang].translation as Messages)[namespace] = messages;
  }
  return resource;
}
