/**
 * Dice: roll under or over a target (0.00-99.99), with the win chance and payout the bet offers, the stake,
 * Roll, and the last roll's result. Rolls, targets and odds are in the page's digits like its amounts (the target
 * field takes any script's digits), isolated so they read left to right in Urdu.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { DiceSide } from '../../../api/calls/studio/dice';
import type { StakeLimits } from '../../../api/calls/studio/games';
import { formatPercent, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { checkTarget, diceOdds, hundredthsText, targetRange } from '../dice-bet';
import { $play, playRound } from '../stores/studio';
import { formatMinor } from '../studio-money';
import { StakeAndPlay } from './StakeAndPlay';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  limits: StakeLimits;
}

const SIDES: DiceSide[] = ['under', 'over'];

export function DiceBoard({ t, lang, limits }: Props) {
  const locale = intlLocale(lang, tenant.country);
  const range = { ...targetRange(locale), low: formatPercent(1, locale), high: formatPercent(98, locale) };
  const play = useStore($play);
  const [side, setSide] = useState<DiceSide>('under');
  const [targetText, setTargetText] = useState(() => hundredthsText(5_000, locale));
  const target = checkTarget(targetText, side);
  const last = play.lastRound?.outcome.game === 'dice' ? play.lastRound : null;

  function roll(stake: number) {
    if (!target.ok) return;
    void playRound({ game: 'dice', stake, bet: { side, target: target.target } });
  }

  const odds = target.ok ? diceOdds({ side, target: target.target }, locale) : null;
  return (
    <section aria-labelledby="studio-dice-heading" className="flex flex-col gap-3">
      <h2 id="studio-dice-heading" className="sr-only">
        {t('games.studio.dice')}
      </h2>
      {last?.outcome.game === 'dice' && (
        <p role="status" className="rounded-box bg-base-200 p-3 text-center">
          <span className="block text-3xl tabular-nums">
            <bdi dir="ltr">{hundredthsText(last.outcome.roll, locale)}</bdi>
          </span>
          <span className="font-medium">
            {last.outcome.won ? t('studio.dice.won', { amount: formatMinor(last.win, lang) }) : t('studio.dice.lost')}
          </span>
        </p>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">{t('studio.dice.side')}</legend>
        <div className="flex w-full gap-1">
          {SIDES.map((option) => (
            // daisyUI's radio button: the input itself is the button and shows its aria-label as its text.
            <input
              key={option}
              type="radio"
              name="studio-dice-side"
              className="btn flex-1"
              aria-label={t(`studio.dice.${option}`)}
              checked={side === option}
              disabled={play.playing}
              onChange={() => setSide(option)}
            />
          ))}
        </div>
      </fieldset>
      <div className="form-control w-full">
        <label htmlFor="studio-dice-target" className="label-text mb-1 font-medium">
          {t('studio.dice.target', range)}
        </label>
        <input
          id="studio-dice-target"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          className={`input input-bordered w-full text-start ${target.ok ? '' : 'input-error'}`}
          value={targetText}
          disabled={play.playing}
          aria-invalid={!target.ok}
          aria-describedby="studio-dice-odds"
          onChange={(event) => setTargetText(event.target.value)}
        />
        <span id="studio-dice-odds" className={`mt-1 text-xs ${target.ok ? 'opacity-70' : 'text-error'}`}>
          {odds ? t('studio.dice.odds', odds) : t((target as { messageKey: string }).messageKey, range)}
        </span>
      </div>
      <StakeAndPlay t={t} lang={lang} limits={limits} label={t('studio.dice.roll')} onPlay={roll} />
    </section>
  );
}
