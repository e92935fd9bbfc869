/**
 * Lucky Five: the 5×3 reels of the last spin (before this page's first: the member's last slot round, else a
 * start screen of real symbols), drawn as the product's own art (SlotSymbolArt), the stake and Spin, and
 * the last round's win and free spins. The reels stay left to right in every language: lines pay from the
 * first reel, which is the leftmost on every real machine.
 */

import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { StakeLimits } from '../../../api/calls/studio/games';
import type { LanguageCode } from '../../../i18n/languages';
import { $play, $rounds, playRound, startGrid } from '../stores/studio';
import { formatMinor } from '../studio-money';
import { SlotSymbolArt } from './SlotSymbolArt';
import { StakeAndPlay } from './StakeAndPlay';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  limits: StakeLimits;
}

export function SlotBoard({ t, lang, limits }: Props) {
  const play = useStore($play);
  const rounds = useStore($rounds);
  const last = play.lastRound?.outcome.game === 'slot' ? play.lastRound : null;
  const grid = last?.outcome.game === 'slot' ? last.outcome.base.grid : startGrid(rounds);

  const spin = (stake: number) => void playRound({ game: 'slot', stake });

  return (
    <section aria-labelledby="studio-slot-heading" className="flex flex-col gap-3">
      <h2 id="studio-slot-heading" className="sr-only">
        {t('studio.slot.reels')}
      </h2>
      <ul
        dir="ltr"
        aria-label={t('studio.slot.reels')}
        className="grid grid-flow-col grid-cols-5 grid-rows-3 gap-1 rounded-box bg-base-200 p-2"
      >
        {grid.flatMap((reel, r) =>
          reel.map((symbol, row) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its reel and row
              key={`${r}-${row}`}
              className="flex aspect-square items-center justify-center rounded-field bg-base-100 p-1.5"
            >
              <SlotSymbolArt symbol={symbol} label={t(`studio.symbols.${symbol}`)} className="size-full max-w-12" />
            </li>
          )),
        )}
      </ul>
      {last?.outcome.game === 'slot' && (
        <p role="status" className="flex flex-wrap gap-x-4 font-medium">
          <span>
            {last.win > 0 ? t('studio.slot.win', { amount: formatMinor(last.win, lang) }) : t('studio.slot.noWin')}
          </span>
          <span>{t('studio.slot.freeSpins', { spins: last.outcome.freeSpins.length })}</span>
        </p>
      )}
      <StakeAndPlay t={t} lang={lang} limits={limits} label={t('studio.slot.spin')} onPlay={spin} />
    </section>
  );
}
