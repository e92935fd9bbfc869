/**
 * One section of the home page (hot, winners, RNG, live, fish, PVP, sports, e-sports,
 * cockfight), an island per section that hydrates when it scrolls into view and then loads its list
 * (../stores/home-sections.ts). At build time it renders the section's frame: title, "more games" link
 * and a placeholder two rows high, so the page does not shift when the games arrive. More than 12 items
 * page in a carousel (6 per view on wide screens, two rows, arrows); 12 or fewer sit in a plain grid.
 * A vendor section the merchant has no vendor for (e-sports on some merchants) removes itself.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import { Fragment, type ReactNode, useEffect } from 'react';
import { Carousel } from '../../../components/ui/Carousel';
import { toColumns, usesPaging } from '../../../components/ui/carousel-paging';
import { formatWinAmount, intlLocale } from '../../../i18n/format';
import { type LanguageCode, languageInfo } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { $homeSections, HOME_SECTIONS, type HomeSectionId, loadHomeSection } from '../stores/home-sections';
import { GameTile } from './GameTile';
import { VendorCard, WinnerCard } from './HomeCards';
import { useLaunch } from './use-launch';

/** The section's texts, translated when the page is built (so the frame has them before hydration). */
export interface HomeSectionLabels {
  title: string;
  more: string;
  previous: string;
  next: string;
  carousel: string;
  retry: string;
  maintenance: string;
  loading: string;
}

interface Props {
  section: HomeSectionId;
  lang: LanguageCode;
  /** Localised path of the category page, for the "more games" link; null for none. */
  moreHref: string | null;
  labels: HomeSectionLabels;
}

const GRID = 'grid grid-cols-3 gap-[13px] sm:grid-cols-4 lg:grid-cols-6';

/** Two rows of empty tiles at every width: the frame's fixed height until the list arrives. */
function Placeholder({ label }: { label: string }) {
  return (
    <ul className={GRID} aria-busy="true" aria-label={label}>
      {Array.from({ length: 12 }, (_, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={i}
          className={`flex flex-col gap-1.5 rounded-box bg-base-200 pb-2 ${i >= 6 ? 'max-sm:hidden' : ''} ${i >= 8 ? 'max-lg:hidden' : ''}`}
        >
          <span className="aspect-square w-full rounded-t-box bg-base-300" />
          <span className="mx-2 h-4 rounded bg-base-300" />
          <span className="mx-2 h-3 w-1/2 rounded bg-base-300" />
        </li>
      ))}
    </ul>
  );
}

export default function HomeGameSections({ section, lang, moreHref, labels }: Props) {
  const t = useTranslations('games', 'errors');
  const state = useStore($homeSections)[section];
  const launcher = useLaunch();
  const spec = HOME_SECTIONS.find((entry) => entry.id === section);
  const language = languageInfo(lang).platformCode;

  useEffect(() => void loadHomeSection(section, language), [section, language]);

  const titleId = `home-section-${section}`;
  const vendorSection = spec?.kind === 'vendors';
  if (vendorSection && state.status === 'ready' && state.vendors.length === 0) return null;

  const money = { locale: intlLocale(lang, tenant.country), currency: tenant.currency };
  const items: { key: string | number; node: ReactNode }[] | null =
    !t || state.status !== 'ready'
      ? null
      : spec?.kind === 'vendors'
        ? state.vendors.map((vendor) => ({
            key: vendor.vassalage,
            node: (
              <VendorCard
                vendor={vendor}
                maintenanceLabel={labels.maintenance}
                onLaunch={(v) => launcher.start({ vassalage: v.vassalage, gameType: v.gameType })}
              />
            ),
          }))
        : spec?.kind === 'winners'
          ? state.winners.map((winner) => ({
              key: winner.nodeId,
              node: (
                <WinnerCard
                  winner={winner}
                  amount={formatWinAmount(winner.winAmount, money)}
                  onLaunch={(nodeId) => launcher.start({ nodeId })}
                />
              ),
            }))
          : state.games.map((game) => ({
              key: game.nodeId,
              node: <GameTile game={game} t={t} onLaunch={(g) => launcher.start({ nodeId: g.nodeId })} />,
            }));

  return (
    <section className="render-when-near mt-6" aria-labelledby={titleId} data-home-section={section}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-lg">
          {labels.title}
        </h2>
        {moreHref && !vendorSection && (
          <a href={moreHref} className="link link-primary text-sm">
            {labels.more}
          </a>
        )}
      </div>
      {(state.status === 'error' || launcher.errorKey) && t && (
        <div role="alert" className="alert alert-error mb-3">
          <span>{t(state.errorKey ?? launcher.errorKey ?? 'errors.unknown_error')}</span>
          {state.status === 'error' && (
            <button type="button" className="btn btn-sm" onClick={() => void loadHomeSection(section, language)}>
              {labels.retry}
            </button>
          )}
        </div>
      )}
      {items === null ? (
        state.status !== 'error' && <Placeholder label={labels.loading} />
      ) : usesPaging(items.length) ? (
        <Carousel
          label={labels.title}
          roleDescription={labels.carousel}
          previousLabel={labels.previous}
          nextLabel={labels.next}
          slides={toColumns(items).map((column) => ({
            key: column[0]?.key ?? 0,
            content: (
              <ul className="flex flex-col gap-[13px]">
                {column.map((item) => (
                  <Fragment key={item.key}>{item.node}</Fragment>
                ))}
              </ul>
            ),
          }))}
        />
      ) : (
        <ul className={GRID} aria-busy={launcher.busy}>
          {items.map((item) => (
            <Fragment key={item.key}>{item.node}</Fragment>
          ))}
        </ul>
      )}
    </section>
  );
}
