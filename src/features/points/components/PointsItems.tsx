/**
 * The items to redeem, each with its cost and a Redeem button; the chosen item opens a small form below the list
 * asking for the transaction password. A cash item pays at once, a goods item waits In Process for the operator.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Money } from '../../../components/ui/Money';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import type { LanguageCode } from '../../../i18n/languages';
import { itemName, pointsText } from '../points-format';
import { $redeeming, $redeemStatus, openRedeem, type PointsData, redeemItem } from '../stores/points';
import { ActionMessage } from './ActionMessage';

export function PointsItems({ t, lang, data }: { t: TFunction; lang: LanguageCode; data: PointsData }) {
  const redeeming = useStore($redeeming);
  const status = useStore($redeemStatus);
  const chosen = data.items.find((item) => item.id === redeeming);
  return (
    <section aria-labelledby="points-items" className="grid gap-3">
      <h2 id="points-items" className="font-semibold text-lg">
        {t('points.items.title')}
      </h2>
      {data.items.length === 0 && <p className="text-sm">{t('points.items.none')}</p>}
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-labelledby="points-items">
        {data.items.map((item) => {
          const name = itemName(item, lang);
          return (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 p-3">
              <div className="grid min-w-0 gap-1">
                <span className="font-semibold break-words">{name}</span>
                <span className="text-sm">
                  {pointsText(t, lang, item.cost)}
                  {item.cash !== null && (
                    <>
                      {' · '}
                      <Money minor={item.cash} lang={lang} />
                    </>
                  )}
                </span>
                <span className="badge badge-ghost badge-sm">
                  {t(item.kind === 'cash' ? 'points.items.cash' : 'points.items.goods')}
                </span>
              </div>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                aria-label={t('points.items.redeemItem', { name })}
                aria-expanded={redeeming === item.id}
                aria-controls={redeeming === item.id ? 'points-redeem-form' : undefined}
                disabled={item.cost > data.balance.points}
                onClick={() => openRedeem(item.id)}
              >
                {t('points.items.redeem')}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen && <RedeemForm key={chosen.id} t={t} itemId={chosen.id} name={itemName(chosen, lang)} />}
      <ActionMessage t={t} lang={lang} status={status} />
    </section>
  );
}

function RedeemForm({ t, itemId, name }: { t: TFunction; itemId: string; name: string }) {
  const status = useStore($redeemStatus);
  const [password, setPassword] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void redeemItem(itemId, password);
  };
  return (
    <form
      id="points-redeem-form"
      className="card bg-base-200 shadow-sm"
      onSubmit={submit}
      noValidate
      aria-labelledby="points-redeem-title"
    >
      <div className="card-body gap-3">
        <h3 id="points-redeem-title" className="font-semibold">
          {t('points.redeem.formTitle', { name })}
        </h3>
        <PasswordInput
          id="points-redeem-password"
          label={t('points.password.label')}
          value={password}
          onChange={setPassword}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={status.busy}>
            {status.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('points.redeem.confirm')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => openRedeem(null)}>
            {t('points.redeem.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}
