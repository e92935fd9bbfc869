/**
 * The help centre's sections in one language. Each section's `section` field is its hash on /help, so two
 * files claiming the same hash would make one unreachable: that fails the build naming both files.
 */
import type { LanguageCode } from '../../i18n/languages';
import type { ContentEntry, LocalizedEntry } from './localized-entries';
import { localizedEntries } from './localized-entries';
import type { HelpSection } from './schemas';

export class DuplicateHelpSectionError extends Error {
  constructor(section: string, files: string[]) {
    super(`Help section "#${section}" is defined twice: ${files.join(' and ')}. Give each file its own "section".`);
    this.name = 'DuplicateHelpSectionError';
  }
}

export function helpSections<Entry extends ContentEntry<HelpSection>>(
  entries: readonly Entry[],
  lang: LanguageCode,
  defaultLanguage: LanguageCode,
): LocalizedEntry<HelpSection, Entry>[] {
  const sections = localizedEntries<HelpSection, Entry>(entries, lang, defaultLanguage);
  const seen = new Map<string, string>();
  for (const { entry } of sections) {
    const file = entry.filePath ?? entry.id;
    const other = seen.get(entry.data.section);
    if (other) throw new DuplicateHelpSectionError(entry.data.section, [other, file]);
    seen.set(entry.data.section, file);
  }
  return sections;
}
