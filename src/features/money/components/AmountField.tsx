/** An amount field with optional quick-amount buttons; what the player types is read by parseAmount. */
import type { TFunction } from 'i18next';
import { Money } from '../../../components/ui/Money';
import type { LanguageCode } from '../../../i18n/languages';
import { minorToInput } from '../../../i18n/parse-amount';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  id: string;
  value: string;
  /** i18next key of the field's problem. */
  errorKey?: string;
  /** In minor units. */
  quickAmounts?: number[];
  onChange: (value: string) => void;
}

export function AmountField({ t, lang, id, value, errorKey, quickAmounts = [], onChange }: Props) {
  return (
    <div className="grid gap-1">
      <label className="label-text" htmlFor={id}>
        {t('money.common.amount')}
      </label>
      {quickAmounts.length > 0 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('money.common.quickAmounts')}</legend>
          {quickAmounts.map((minor) => (
            <button
              key={minor}
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => onChange(minorToInput(minor))}
            >
              <Money minor={minor} lang={lang} />
            </button>
          ))}
        </fieldset>
      )}
      <input
        id={id}
        dir="ltr"
        className={`input input-bordered w-full text-start ${errorKey ? 'input-error' : ''}`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={errorKey ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errorKey && (
        <p id={`${id}-error`} className="text-error text-sm">
          {t(errorKey)}
        </p>
      )}
    </div>
  );
}
