/**
 * The starting content every merchant ships with: each file's frontmatter is valid (read with Astro's own
 * frontmatter parser, so dates arrive exactly as in the build), and every merchant language has the help
 * sections the footer links to and the same translated promotions, which mention the merchant's money.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import { describe, expect, it } from 'vitest';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { contentEntryId } from '../../../src/features/content/entry-id';
import { helpSchema, promotionSchema } from '../../../src/features/content/schemas';
import { MEMBER_CENTRE_PAGES } from '../../../src/features/member/member-centre-pages';

const CONTENT = resolve(import.meta.dirname, '../../../content');
const REQUIRED_HELP = ['terms', 'privacy', 'responsible-gaming', 'faq'];
/** How the currency is written in running text, besides its ISO code and symbol. */
const CURRENCY_WORDS: Record<string, string[]> = { PKR: ['روپے'], MMK: ['ကျပ်'] };
const DIGIT = '[0-9\u09e6-\u09ef\u1040-\u1049]';

const markdown = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];
const read = (file: string) => parseFrontmatter(readFileSync(file, 'utf8'));

describe.each(loadAllTenants().filter((t) => existsSync(join(CONTENT, t.id))))('content of $id', (tenant) => {
  const langDirs = readdirSync(join(CONTENT, tenant.id));
  const defaultPromotions = markdown(join(CONTENT, tenant.id, tenant.defaultLanguage, 'promotions'));

  it('has a folder only for the merchant languages, and one for each', () => {
    expect([...langDirs].sort()).toEqual([...tenant.languages].sort());
  });

  it.each(tenant.languages)('has valid frontmatter and slugs in %s', (lang) => {
    for (const kind of ['promotions', 'help'] as const) {
      for (const name of markdown(join(CONTENT, tenant.id, lang, kind))) {
        const file = join(CONTENT, tenant.id, lang, kind, name);
        const schema = kind === 'promotions' ? promotionSchema : helpSchema;
        const result = schema.safeParse(read(file).frontmatter);
        expect(result.error?.issues ?? [], file).toEqual([]);
        const dir = `content/${tenant.id}`;
        expect(() =>
          contentEntryId(`${lang}/${kind}/${name}`, { dir, tenantId: tenant.id, languages: tenant.languages }),
        ).not.toThrow();
      }
    }
  });

  it.each(tenant.languages)('has terms, privacy, responsible gaming (18+) and FAQ in %s', (lang) => {
    const dir = join(CONTENT, tenant.id, lang, 'help');
    const sections = markdown(dir).map((name) => helpSchema.parse(read(join(dir, name)).frontmatter).section);
    expect(sections).toEqual(expect.arrayContaining(REQUIRED_HELP));
    const responsible = markdown(dir).find(
      (name) => read(join(dir, name)).frontmatter.section === 'responsible-gaming',
    );
    // 18 may be written in the language's own digits (১৮ in Bangla).
    const text = read(join(dir, responsible ?? '')).content;
    expect([`18`, new Intl.NumberFormat(lang).format(18)].some((age) => text.includes(age))).toBe(true);
  });

  // The help page promises tools: it links to the member-centre pages that have them, in its own language, and the
  // identity check's amounts are the tenant file's thresholds (a changed threshold must change the copy).
  it.each(tenant.languages)('links the responsible-gaming tools it describes and states the KYC rule in %s', (lang) => {
    const dir = join(CONTENT, tenant.id, lang, 'help');
    const text = read(join(dir, 'responsible-gaming.md')).content;
    const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;
    const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    expect(links).toEqual(
      expect.arrayContaining([`${prefix}/member/responsibleGaming/`, `${prefix}/member/verification/`]),
    );
    const memberPaths: string[] = MEMBER_CENTRE_PAGES.map((page) => page.path);
    for (const link of links) expect(memberPaths, link).toContain(link?.slice(prefix.length));
    const { always, single, cumulative } = tenant.kyc.withdrawals;
    const amounts = [...text.matchAll(/\{money:(\d+)\}/g)].map((match) => Number(match[1]));
    expect(amounts).toEqual(always ? [] : [single, cumulative].filter((amount) => amount !== null));
  });

  it.each(tenant.languages)('has every promotion of the default language translated in %s', (lang) => {
    expect(defaultPromotions.length).toBeGreaterThanOrEqual(3);
    expect(markdown(join(CONTENT, tenant.id, lang, 'promotions'))).toEqual(defaultPromotions);
  });

  it.each(tenant.languages)('writes every promotion amount as a money token, never by hand, in %s', (lang) => {
    const marks = [tenant.currency, tenant.currencySymbol, ...(CURRENCY_WORDS[tenant.currency] ?? [])];
    const escaped = marks.map((mark) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    // A figure written next to the currency ("৳500", "500 ကျပ်") would not follow the page's number style.
    const handWritten = new RegExp(`(${escaped})\\s?${DIGIT}|${DIGIT}\\s?(${escaped})`);
    for (const name of defaultPromotions) {
      const { frontmatter, content } = read(join(CONTENT, tenant.id, lang, 'promotions', name));
      const text = `${frontmatter.title} ${frontmatter.summary} ${content}`;
      expect(text, `${lang}/promotions/${name}`).toMatch(/\{money:\d+\}/);
      expect(text, `${lang}/promotions/${name}`).not.toMatch(handWritten);
    }
  });
});
