/** Converting points to cash at the merchant's points ratio: points, the cash they make, the transaction password. */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Money } from '../../../components/ui/Money';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import type { LanguageCode } from '../../../i18n/languages';
import { $convertStatus, convertPoints, type PointsData, parsePoints } from '../stores/points';
import { ActionMessage } from './ActionMessage';

export function ConvertForm({ t, lang, data }: { t: TFunction; lang: LanguageCode; data: PointsData }) {
  const status = useStore($convertStatus);
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const parsed = parsePoints(points);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await convertPoints(points, password)) {
      setPoints('');
      setPassword('');
    }
  };
  return (
    <section aria-labelledby="points-convert" className="grid gap-3">
      <h2 id="points-convert" className="font-semibold text-lg">
        {t('points.convert.title')}
      </h2>
      <form className="card bg-base-200 shadow-sm" onSubmit={submit} noValidate aria-labelledby="points-convert">
        <div className="card-body gap-3">
          <label className="form-control grid gap-1" htmlFor="points-convert-amount">
            <span className="label-text">{t('points.convert.points')}</span>
            <input
              id="points-convert-amount"
              inputMode="numeric"
              autoComplete="off"
              className="input input-bordered w-full"
              value={points}
              onChange={(event) => setPoints(event.target.value)}
            />
          </label>
          <p className="text-sm" aria-live="polite">
            {t('points.convert.receive')}:{' '}
            <Money minor={(parsed ?? 0) * data.config.cashPerPoint} lang={lang} className="font-semibold" />
          </p>
          <PasswordInput
            id="points-convert-password"
            label={t('points.password.label')}
            value={password}
            onChange={setPassword}
          />
          <div>
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={status.busy}>
              {status.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {t('points.convert.submit')}
            </button>
          </div>
        </div>
      </form>
      <ActionMessage t={t} lang={lang} status={status} />
    </section>
  );
}
