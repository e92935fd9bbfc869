import { describe, expect, it } from 'vitest';
import { DuplicateHelpSectionError, helpSections } from '../../../src/features/content/help-sections';
import { localizedEntries } from '../../../src/features/content/localized-entries';

const entry = (id: string, order: number, section = id.split('/')[1] ?? '') => ({
  id,
  data: { title: id, section, order },
  filePath: `content/pakistan/${id.replace('/', '/help/')}.md`,
});

describe('entries per language', () => {
  const entries = [entry('en/vip', 3), entry('en/welcome', 1), entry('ur/welcome', 1), entry('en/rebate', 2)];

  it('use the page language and fall back to the default language per file, in order', () => {
    const shown = localizedEntries(entries, 'ur', 'en').map((e) => `${e.slug}:${e.lang}`);
    expect(shown).toEqual(['welcome:ur', 'rebate:en', 'vip:en']);
  });

  it('ignore files of a third language', () => {
    const shown = localizedEntries([...entries, entry('zh/lottery', 0)], 'en', 'en').map((e) => e.slug);
    expect(shown).toEqual(['welcome', 'rebate', 'vip']);
  });

  it('break order ties by file name so builds are stable', () => {
    const shown = localizedEntries([entry('en/b', 1), entry('en/a', 1)], 'en', 'en').map((e) => e.slug);
    expect(shown).toEqual(['a', 'b']);
  });
});

describe('help sections', () => {
  it('fail naming both files when two files claim the same hash', () => {
    const twice = [entry('en/terms', 1, 'terms'), entry('en/terms-2026', 2, 'terms')];
    expect(() => helpSections(twice, 'en', 'en')).toThrow(DuplicateHelpSectionError);
    expect(() => helpSections(twice, 'en', 'en')).toThrow(
      'content/pakistan/en/help/terms.md and content/pakistan/en/help/terms-2026.md',
    );
  });

  it('allow the same hash in different languages', () => {
    const sections = helpSections([entry('en/terms', 1, 'terms'), entry('ur/terms', 1, 'terms')], 'ur', 'en');
    expect(sections.map((s) => s.lang)).toEqual(['ur']);
  });
});
