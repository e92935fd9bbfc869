/**
 * The member's last rounds of this game, newest first: stake, win, result and a Verify button that re-plays
 * the round in this browser (stores/studio.ts verifyRound) and says whether it matches.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { StudioRound } from '../../../api/calls/studio/round';
import { formatDateTime, formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { hundredthsText } from '../dice-bet';
import { $rounds, $verify, type VerifyState, verifyRound } from '../stores/studio';
import { formatMinor } from '../studio-money';

interface Props {
  t: TFunction;
  lang: LanguageCode;
}

function resultText(t: TFunction, lang: LanguageCode, round: StudioRound): string {
  const outcome = round.outcome;
  const locale = intlLocale(lang, tenant.country);
  if (outcome.game === 'dice') {
    return t('studio.rounds.diceResult', {
      roll: hundredthsText(outcome.roll, locale),
      bet: t(`studio.dice.${outcome.side}`),
      target: hundredthsText(outcome.target, locale),
    });
  }
  return t('studio.rounds.slotResult', {
    lines: formatNumber(outcome.base.lineWins.length, locale),
    spins: formatNumber(outcome.freeSpins.length, locale),
  });
}

function Verdict({ t, state }: { t: TFunction; state: VerifyState | undefined }) {
  if (!state || state.state === 'busy') return null;
  if (state.state === 'error') {
    return (
      <p role="alert" className="text-error text-sm">
        {t(state.errorKey)}
      </p>
    );
  }
  const { hashMatches, outcomeMatches } = state.verdict;
  const key = !hashMatches ? 'hashMismatch' : outcomeMatches ? 'matches' : 'outcomeMismatch';
  return (
    <p role="status" className={`text-sm ${hashMatches && outcomeMatches ? 'text-success' : 'text-error'}`}>
      {t(`studio.rounds.${key}`)}
    </p>
  );
}

export function RoundList({ t, lang }: Props) {
  const rounds = useStore($rounds);
  const verify = useStore($verify);
  return (
    <section aria-labelledby="studio-rounds-heading" className="flex flex-col gap-2">
      <h2 id="studio-rounds-heading" className="font-bold">
        {t('studio.rounds.heading')}
      </h2>
      {rounds.length === 0 && <p className="opacity-80">{t('studio.rounds.empty')}</p>}
      <ol aria-labelledby="studio-rounds-heading" className="flex flex-col gap-2">
        {rounds.map((round) => (
          <li key={round.roundId} className="rounded-box bg-base-200 p-3 text-sm" data-round-id={round.roundId}>
            <div className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">
                {t('studio.rounds.nonce')}{' '}
                <bdi dir="ltr" className="font-mono">
                  {formatNumber(round.nonce, intlLocale(lang, tenant.country), { useGrouping: false })}
                </bdi>
              </span>
              <time dateTime={round.time} className="opacity-70">
                <bdi dir="ltr">{formatDateTime(round.time, pageDates(lang))}</bdi>
              </time>
            </div>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
              <dt>{t('studio.rounds.stake')}</dt>
              <dd>{formatMinor(round.stake, lang)}</dd>
              <dt>{t('studio.rounds.win')}</dt>
              <dd>{formatMinor(round.win, lang)}</dd>
              <dt>{t('studio.rounds.result')}</dt>
              <dd dir="auto">{resultText(t, lang, round)}</dd>
            </dl>
            <button
              type="button"
              className="btn btn-outline btn-xs mt-2"
              disabled={verify[round.roundId]?.state === 'busy'}
              onClick={() => verifyRound(round)}
            >
              {t('studio.rounds.verify')}
            </button>
            <Verdict t={t} state={verify[round.roundId]} />
          </li>
        ))}
      </ol>
    </section>
  );
}
