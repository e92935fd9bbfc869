/**
 * The stake and the play button of both games: each press is checked by the store (checkStakeAttempt, which also
 * takes the last attempt's messages away) and a valid stake goes to `onPlay`; the button is disabled while a round is
 * in flight, so a double click never plays twice.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { StakeLimits } from '../../../api/calls/studio/games';
import type { LanguageCode } from '../../../i18n/languages';
import { minorToInput } from '../../../i18n/parse-amount';
import { defaultStake } from '../stake';
import { $play, checkStakeAttempt } from '../stores/studio';
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

  function submit() {
    const stake = checkStakeAttempt(stakeText, limits);
    if (stake !== null) onPlay(stake);
  }

  return (
    <>
      <StakeField
        t={t}
        lang={lang}
        limits={limits}
        value={stakeText}
        onChange={setStakeText}
        errorKey={play.stakeErrorKey}
        disabled={play.playing}
      />
      <button type="button" className="btn btn-primary w-full" disabled={play.playing} onClick={submit}>
        {play.playing && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {label}
      </button>
    </>
  );
}
