/**
 * The editor's preview of a promotion, in the site's look: the detail page's markup and classes
 * (components/PromotionDetail.astro and PromotionPeriod.astro) on the site's own stylesheet and fonts (registered
 * with registerPreviewStyle), its text direction, and the build's formatters for amounts, days and status. A
 * language that leaves the title empty is not written: the site shows the default language's page there, and the
 * preview says so with the site's own fallback notice.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { languageInfo } from '../../../i18n/languages';
import { formatDay } from '../format-day';
import { promotionStatus } from '../promotion-status';
import { dayOf, fieldOf, type PreviewEntry, type PreviewSite, previewLanguage } from './preview-site';
import { previewT, withAmounts } from './preview-text';

export interface PreviewProps {
  entry: PreviewEntry;
  widgetFor: (name: string) => ReactNode;
  getAsset: (path: string) => { toString(): string } | undefined;
}

const BADGE = { upcoming: 'badge-info', active: 'badge-success', expired: 'badge-neutral' } as const;

/** Fills amount tokens in the text nodes of the rendered Markdown body (Decap renders it; the build's HTML filler
 * works on text the same way: a token is plain text to the Markdown processor). */
function useAmountsIn(ref: React.RefObject<HTMLElement | null>, fill: (text: string) => string) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (text.includes('{')) node.nodeValue = fill(text);
    }
  });
}

/** The merchant being edited, set once by the page (one merchant per page) before Decap renders a preview. */
let site: PreviewSite;
let siteAsset: (path: string) => string;
export function previewMerchant(merchant: PreviewSite, asset: (path: string) => string): void {
  site = merchant;
  siteAsset = asset;
}

export function PromotionPreview({ entry, widgetFor, getAsset }: PreviewProps) {
  const lang = previewLanguage(entry, site);
  const own = fieldOf(entry, 'title') !== '';
  const t = previewT(site, lang);
  const fill = (text: string) => withAmounts(text, site, lang);
  const body = useRef<HTMLDivElement>(null);
  useAmountsIn(body, fill);

  const start = dayOf(entry.getIn(['data', 'start']));
  const end = dayOf(entry.getIn(['data', 'end']));
  const image = fieldOf(entry, 'image');
  const asset = image ? getAsset(image)?.toString() : undefined;
  const status = start ? promotionStatus({ start, end }, Date.now()) : undefined;
  const day = (date: Date) => formatDay(date, lang, site.country);
  const period =
    start &&
    (end
      ? t('content.promotions.period', { start: day(start), end: day(end) })
      : t('content.promotions.from', { start: day(start) }));

  return (
    <div lang={lang} dir={languageInfo(lang).dir} className="min-h-screen bg-base-100 p-4 text-base-content">
      <article className="mx-auto max-w-3xl" aria-labelledby="promotion-title">
        {own ? (
          <>
            <h1 id="promotion-title" className="mt-2 text-2xl font-bold leading-snug">
              {fill(fieldOf(entry, 'title'))}
            </h1>
            {status && (
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <span className={`badge badge-sm ${BADGE[status]}`}>{t(`content.promotions.status.${status}`)}</span>
                <span className="opacity-80">{period}</span>
              </p>
            )}
            {image && (
              <img
                src={asset?.startsWith('blob:') ? asset : siteAsset(image)}
                alt={fieldOf(entry, 'imageAlt')}
                width="640"
                height="360"
                className="mt-4 aspect-video w-full rounded-box object-cover"
              />
            )}
            <p className="mt-4 text-lg">{fill(fieldOf(entry, 'summary'))}</p>
            <div ref={body} className="content-prose mt-4">
              {widgetFor('body')}
            </div>
          </>
        ) : (
          // Not written in this language: the site shows the default language's page with this notice.
          <p className="alert alert-info mt-2 text-sm">
            {t('content.promotions.fallbackNotice', { language: languageInfo(site.defaultLanguage).nativeName })}
          </p>
        )}
      </article>
    </div>
  );
}
