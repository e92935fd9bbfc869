/**
 * The stake and the play button of both games: the stake is checked here (stake.ts) and a valid one goes to
 * `onPlay`; the button is disabled while a round is in flight, so a double click never plays twice.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { StakeLimits } from '../../../api/calls/studio/games';
import type { LanguageCode } from '../../../i18n/languages';
import { minorToInput } from '../../../i18n/parse-amount';
import { checkStake, defaultStake } from '../stake';
import { $play } from '../stores/studio';
import { StakeField } from './StakeField';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  limits: StakeLimits;
  /** The button's label (Spin, Roll). */
  label: string;
  /** Called with the stake in minor units once it is valid. */
  onPlay: (stake: number) => void;
}

export function StakeAndPlay({ t, lang, limits, label, onPlay }: Props) {
  const play = useStore($play);
  const [stakeText, setStakeText] = useState(() => minorToInput(defaultStake(limits)));
  const [stakeError, setStakeError] = useState<string | null>(null);

  function submit() {
    const stake = checkStake(stakeText, limits);
    setStakeError(stake.ok ? null : stake.messageKey);
    if (stake.ok) onPlay(stake.minor);
  }

  return (
    <>
      <StakeField
        t={t}
        lang={lang}
        limits={limits}
        value={stakeText}
        onChange={setStakeText}
        errorKey={stakeError}
        disabled={play.playing}
      />
      <button type="button" className="btn btn-primary w-full" disabled={play.playing} onClick={submit}>
        {play.playing && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {label}
      </button>
    </>
  );
}
