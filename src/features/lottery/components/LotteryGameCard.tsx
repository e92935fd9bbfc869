/** One lottery game: its name, its latest draw and the bet button that launches it. */
import type { TFunction } from 'i18next';
import { CdnImage } from '../../../components/ui/CdnImage';
import type { BoardGame } from '../lottery-board';
import { DrawResult } from './DrawResult';

interface Props {
  entry: BoardGame;
  t: TFunction;
  /** True while this game is being launched. */
  launching: boolean;
  /** True while any launch is under way. */
  disabled: boolean;
  onBet: () => void;
}

export function LotteryGameCard({ entry: { game, draw }, t, launching, disabled, onBet }: Props) {
  return (
    <li className="card bg-base-200">
      <div className="card-body gap-3 p-4">
        <div className="flex items-center gap-3">
          <CdnImage
            src={game.iconUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="h-12 w-12 rounded-box bg-base-300"
          />
          <h3 className="card-title flex-1 text-base">{game.displayName}</h3>
        </div>
        {draw ? <DrawResult draw={draw} t={t} /> : <p className="text-sm opacity-70">{t('lottery.noDraw')}</p>}
        <button
          type="button"
          className="btn btn-primary btn-sm self-end"
          disabled={disabled}
          aria-label={`${t('lottery.bet')} · ${game.displayName}`}
          onClick={onBet}
        >
          {launching && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('lottery.bet')}
        </button>
      </div>
    </li>
  );
}
