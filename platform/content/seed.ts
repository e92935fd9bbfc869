/**
 * First-start content per merchant and per site language (the five the texts are written in, so any language a
 * visitor picks has content, and the merchant's own): banners, player announcements with pictures, promotions,
 * popups A/B/F, notices (some built from the winner board, so games are seeded first) and help sections.
 * Idempotent: a merchant with banners is skipped.
 */
import { fillAmountTokens, formatWinAmount, intlLocale } from '../../src/i18n/format';
import { CODE_TEXT_LANGUAGES, inLanguage, type LanguageCode, writtenIn } from '../../src/i18n/languages';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import {
  type AnnouncementText,
  BANNERS,
  BIG_WIN_NOTICE,
  HELP_SECTIONS,
  HOSTILE_HTML,
  NOTICE_TEXTS,
  PLAYER_ANNOUNCEMENTS,
  POPUPS,
  PROMOTIONS,
} from './seed-text';

const SEED_LOCK = 727_110;
const HOUR = 3_600_000;
/** How many big wins from the winner board become marquee notices. */
const WIN_NOTICES = 10;

export const artUrl = (slug: string) => `/lgw/assets/art/${slug}.webp`;

/**
 * The language the seed texts serve `lang` in: itself, or its fallback for a language added later as data, whose
 * rows then hold that language's texts with its amounts (never English words around Nepali digits).
 */
const seedLanguage = (lang: LanguageCode) => writtenIn(BIG_WIN_NOTICE, lang);

/** Fills a seed text for one merchant and language: its names, then its amounts in the written language's style. */
function filler(merchant: Merchant, lang: LanguageCode) {
  const money = { locale: intlLocale(seedLanguage(lang), merchant.tenant.country), currency: merchant.tenant.currency };
  return (text: string, extra: Record<string, string> = {}) =>
    fillAmountTokens(
      text.replace(/\{(\w+)\}/g, (whole, key: string) => {
        if (key === 'brand') return merchant.tenant.name;
        if (key === 'currency') return merchant.tenant.currencySymbol;
        return extra[key] ?? whole;
      }),
      money,
    );
}

async function insertAnnouncements(
  tx: Database,
  merchant: Merchant,
  lang: LanguageCode,
  type: 'PL' | 'PR',
  items: AnnouncementText[],
  now: Date,
): Promise<void> {
  const fill = filler(merchant, lang);
  for (const [index, item] of items.entries()) {
    const content = fill(inLanguage(item.content, lang)) + (item.hostile ? HOSTILE_HTML : '');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO announcement (merchant_code, language, type, title, content, published_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        merchant.code,
        lang,
        type,
        fill(inLanguage(item.title, lang)),
        content,
        new Date(now.getTime() - (index + 1) * 26 * HOUR),
      ],
    );
    for (const [sequence, slug] of item.images.entries()) {
      await tx.query('INSERT INTO announcement_image (announcement_id, sequence, url) VALUES ($1, $2, $3)', [
        row?.id,
        sequence + 1,
        artUrl(slug),
      ]);
    }
  }
}

async function seedMerchantContent(tx: Database, merchant: Merchant, now: Date): Promise<void> {
  const artPrefix = merchant.code.toLowerCase().replace(/_/g, '-');
  const wins = await tx.query<{ game: string; amount: string }>(
    `SELECT g.display_name AS game, w.win_amount::text AS amount FROM game_winner w JOIN game g ON g.node_id = w.node_id
      WHERE w.merchant_code = $1 ORDER BY w.win_amount DESC, w.id LIMIT $2`,
    [merchant.code, WIN_NOTICES],
  );
  // The languages the texts are written in, and the merchant's own (a language added as data gets its fallback's).
  for (const lang of new Set<LanguageCode>([...CODE_TEXT_LANGUAGES, ...merchant.tenant.languages])) {
    const fill = filler(merchant, lang);
    for (const [order, banner] of BANNERS.entries()) {
      await tx.query(
        `INSERT INTO banner (merchant_code, language, group_code, title, image_url, linkage_type, linkage_url, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          merchant.code,
          lang,
          banner.group,
          fill(inLanguage(banner.title, lang)),
          artUrl(`${artPrefix}-${banner.slug}`),
          banner.linkageType,
          banner.linkageUrl,
          order,
        ],
      );
    }
    await insertAnnouncements(tx, merchant, lang, 'PL', PLAYER_ANNOUNCEMENTS, now);
    await insertAnnouncements(tx, merchant, lang, 'PR', PROMOTIONS, now);
    for (const [order, popup] of POPUPS.entries()) {
      const day = (offset: number | undefined) =>
        offset === undefined ? null : new Date(now.getTime() + offset * 24 * HOUR);
      await tx.query(
        `INSERT INTO popup (merchant_code, language, execution, title, content, sort_order, starts_at, ends_at, action, link)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          merchant.code,
          lang,
          popup.execution,
          fill(inLanguage(popup.title, lang)),
          fill(inLanguage(popup.content, lang)),
          order,
          day(popup.validDays?.from),
          day(popup.validDays?.to),
          popup.action?.kind ?? null,
          popup.action?.kind === 'promotion' ? popup.action.link : null,
        ],
      );
    }
    const money = {
      locale: intlLocale(seedLanguage(lang), merchant.tenant.country),
      currency: merchant.tenant.currency,
    };
    const notices = [
      ...NOTICE_TEXTS.map((text) => fill(inLanguage(text, lang))),
      ...wins.map((win) =>
        fill(inLanguage(BIG_WIN_NOTICE, lang), { game: win.game, amount: formatWinAmount(Number(win.amount), money) }),
      ),
    ];
    for (const [index, content] of notices.entries()) {
      await tx.query('INSERT INTO notice (merchant_code, language, content, published_at) VALUES ($1, $2, $3, $4)', [
        merchant.code,
        lang,
        content,
        new Date(now.getTime() - index * 5 * HOUR),
      ]);
    }
    for (const [order, section] of HELP_SECTIONS.entries()) {
      await tx.query(
        `INSERT INTO help_section (merchant_code, language, code, title, content, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          merchant.code,
          lang,
          section.code,
          fill(inLanguage(section.title, lang)),
          fill(inLanguage(section.content, lang)),
          order,
        ],
      );
    }
  }
}

export async function seedContent(db: Database, merchants: Merchant[], now = new Date()): Promise<void> {
  for (const merchant of merchants) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const seeded = await tx.query('SELECT 1 FROM banner WHERE merchant_code = $1 LIMIT 1', [merchant.code]);
      if (!seeded.length) await seedMerchantContent(tx, merchant, now);
    });
  }
}
