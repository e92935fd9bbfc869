/** The stake input of both games: typed in major units (any script's digits), checked by stake.ts. */
import type { TFunction } from 'i18next';
import type { StakeLimits } from '../../../api/calls/studio/games';
import type { LanguageCode } from '../../../i18n/languages';
import { formatMinor } from '../studio-money';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  limits: StakeLimits;
  value: string;
  onChange: (value: string) => void;
  /** i18next key of what is wrong with the value, or null. */
  errorKey: string | null;
  disabled: boolean;
}

export function StakeField({ t, lang, limits, value, onChange, errorKey, disabled }: Props) {
  const bounds = { min: formatMinor(limits.min, lang), max: formatMinor(limits.max, lang) };
  return (
    <div className="form-control w-full">
      <label htmlFor="studio-stake" className="label-text mb-1 font-medium">
        {t('studio.stake.label')}
      </label>
      <input
        id="studio-stake"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="auto"
        className={`input input-bordered w-full ${errorKey ? 'input-error' : ''}`}
        value={value}
        disabled={disabled}
        aria-invalid={errorKey !== null}
        aria-describedby="studio-stake-hint"
        onChange={(event) => onChange(event.target.value)}
      />
      <span id="studio-stake-hint" className={`mt-1 text-xs ${errorKey ? 'text-error' : 'opacity-70'}`}>
        {errorKey ? t(errorKey, bounds) : t('studio.stake.limits', bounds)}
      </span>
    </div>
  );
}
