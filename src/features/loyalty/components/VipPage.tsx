/**
 * The VIP page: the player's level and progress to the next (cumulative valid bets), every level of the
 * merchant with its rebate percentages per game type, and the rebate accrued since the last payment.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { Money } from '../../../components/ui/Money';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { formatPercent, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { $rebate, loadRebate } from '../stores/rebate';
import { $vip, loadVip, type VipAnswer, vipProgress } from '../stores/vip';
import { LoyaltyGate } from './LoyaltyGate';
import { RebateLines } from './RebateLines';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function VipPage({ lang, checkingLabel }: Props) {
  return (
    <LoyaltyGate lang={lang} checkingLabel={checkingLabel}>
      {(t) => <Vip t={t} lang={lang} />}
    </LoyaltyGate>
  );
}

function Vip({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const { vip, errorKey } = useStore($vip);
  const { rebate } = useStore($rebate);
  useEffect(() => {
    void loadVip();
    void loadRebate();
  }, []);

  if (errorKey) {
    return (
      <p role="alert" className="text-error text-sm">
        {t(errorKey)}
      </p>
    );
  }
  if (!vip) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {t('loyalty.loading')}
      </p>
    );
  }
  return (
    <div className="grid max-w-3xl gap-6">
      <Progress t={t} lang={lang} vip={vip} />
      {rebate && (
        <section aria-labelledby="vip-accrued" className="grid gap-2">
          <h2 id="vip-accrued" className="font-semibold text-lg">
            {t('loyalty.rebate.accruedTitle')}
          </h2>
          <p className="text-sm opacity-80">
            {t(rebate.mode === 'daily' ? 'loyalty.rebate.dailyNote' : 'loyalty.rebate.manualNote')}
          </p>
          {rebate.accrued.lines.length > 0 ? (
            <RebateLines
              t={t}
              lang={lang}
              lines={rebate.accrued.lines}
              total={rebate.accrued.amount}
              caption={t('loyalty.rebate.accruedTitle')}
              id="vip-accrued-lines"
            />
          ) : (
            <p className="text-sm">{t('loyalty.rebate.none')}</p>
          )}
        </section>
      )}
      <Levels t={t} lang={lang} vip={vip} />
    </div>
  );
}

function Progress({ t, lang, vip }: { t: TFunction; lang: LanguageCode; vip: VipAnswer }) {
  const progress = vipProgress(vip);
  return (
    <section aria-labelledby="vip-level" className="card bg-base-200">
      <div className="card-body gap-3 p-4">
        <h2 id="vip-level" className="card-title">
          {t('loyalty.vip.yourLevel', { level: t(`account.vipLevels.${progress.current.label}`) })}
        </h2>
        <p className="text-sm">
          {t('loyalty.vip.validBets')} <Money minor={vip.validBetTotal} lang={lang} className="font-semibold" />
        </p>
        {progress.next ? (
          <>
            <progress
              className="progress progress-primary w-full"
              value={progress.percent}
              max={100}
              aria-label={t('loyalty.vip.progressTo', { level: t(`account.vipLevels.${progress.next.label}`) })}
            />
            <p className="text-sm" data-vip-remaining>
              {t('loyalty.vip.remaining', { level: t(`account.vipLevels.${progress.next.label}`) })}{' '}
              <Money minor={progress.remaining} lang={lang} className="font-semibold" />
            </p>
          </>
        ) : (
          <p className="text-sm">{t('loyalty.vip.top')}</p>
        )}
      </div>
    </section>
  );
}

function Levels({ t, lang, vip }: { t: TFunction; lang: LanguageCode; vip: VipAnswer }) {
  const locale = intlLocale(lang, tenant.country);
  const types = [...new Set(vip.levels.flatMap((level) => Object.keys(level.rebatePercent)))];
  return (
    <section aria-labelledby="vip-levels" className="grid gap-2">
      <h2 id="vip-levels" className="font-semibold text-lg">
        {t('loyalty.vip.levelsTitle')}
      </h2>
      <ScrollRegion labelledBy="vip-levels">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('loyalty.vip.level')}</th>
              <th scope="col" className="text-end">
                {t('loyalty.vip.from')}
              </th>
              {types.map((type) => (
                <th scope="col" key={type} className="text-end">
                  {t(`games.types.${type}`, { defaultValue: type })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vip.levels.map((level) => (
              <tr
                key={level.label}
                className={level.rank === vip.rank ? 'bg-primary/10 font-semibold' : undefined}
                aria-current={level.rank === vip.rank ? 'true' : undefined}
              >
                <th scope="row">{t(`account.vipLevels.${level.label}`)}</th>
                <td className="text-end">
                  <Money minor={level.minValidBet} lang={lang} />
                </td>
                {types.map((type) => (
                  <td key={type} className="text-end">
                    <bdi dir="ltr">{formatPercent(level.rebatePercent[type] ?? 0, locale)}</bdi>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs opacity-80">{t('loyalty.vip.rebateExplained')}</p>
    </section>
  );
}
