/**
 * The period fields of the member centre's records (account record, betting record, P&L): the presets
 * (previous 7 and 30 days) or a custom range of days. Controlled: the parent keeps the draft and applies it
 * with its own submit button. `keyPrefix` names the page's texts (period, last7, last30, custom, from, to).
 */
import type { TFunction } from 'i18next';
import type { Period } from '../../stores/record-period';

interface Props {
  t: TFunction;
  keyPrefix: 'bets.filter' | 'money.history' | 'team.filter';
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  period: Period;
  onChange: (period: Period) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

export function PeriodFields({ t, keyPrefix, idPrefix, period, onChange }: Props) {
  const custom = period.preset === 'custom' ? period : null;
  const setPreset = (value: string) =>
    onChange(
      value === 'custom' ? { preset: 'custom', from: today(), to: today() } : { preset: Number(value) as 7 | 30 },
    );
  return (
    <>
      <label className="grid gap-1" htmlFor={`${idPrefix}-period`}>
        <span className="label-text text-sm">{t(`${keyPrefix}.period`)}</span>
        <select
          id={`${idPrefix}-period`}
          className="select select-bordered select-sm"
          value={String(period.preset)}
          onChange={(event) => setPreset(event.target.value)}
        >
          <option value="7">{t(`${keyPrefix}.last7`)}</option>
          <option value="30">{t(`${keyPrefix}.last30`)}</option>
          <option value="custom">{t(`${keyPrefix}.custom`)}</option>
        </select>
      </label>
      {custom && (
        <>
          <label className="grid gap-1" htmlFor={`${idPrefix}-from`}>
            <span className="label-text text-sm">{t(`${keyPrefix}.from`)}</span>
            <input
              id={`${idPrefix}-from`}
              type="date"
              className="input input-bordered input-sm"
              value={custom.from}
              onChange={(event) => onChange({ ...custom, from: event.target.value })}
            />
          </label>
          <label className="grid gap-1" htmlFor={`${idPrefix}-to`}>
            <span className="label-text text-sm">{t(`${keyPrefix}.to`)}</span>
            <input
              id={`${idPrefix}-to`}
              type="date"
              className="input input-bordered input-sm"
              value={custom.to}
              onChange={(event) => onChange({ ...custom, to: event.target.value })}
            />
          </label>
        </>
      )}
    </>
  );
}
