/**
 * The red envelope dialog, opened by the floating button (RedEnvelopeButton.astro) or the reward
 * centre's card: a visitor is asked to sign in and a trial user gets the protected-action warning instead;
 * a member sees the round running now and opens its envelope, and the amount won shows in the merchant's money
 * format while the header balance follows. Labelled and focus-trapped by the shared Dialog.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { RedEnvelopeRound } from '../../../api/calls/red-envelope/red-envelope';
import { Dialog } from '../../../components/ui/Dialog';
import { Money } from '../../../components/ui/Money';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { pageLanguage } from '../../../i18n/client';
import { intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { requireMember } from '../../../stores/access';
import { $dialog, type AppDialogProps, closeDialog } from '../../../stores/dialogs';
import { formatMemberBalance } from '../../../stores/member-money';
import { $envelope, loadEnvelope, openEnvelope } from '../stores/red-envelope';
import { EnvelopeArt } from './EnvelopeArt';

/** An amount inside a sentence: isolated left to right, so it keeps its order in Urdu. */
const money = (minor: number, lang: LanguageCode) => `\u2066${formatMemberBalance(minor / 100, lang)}\u2069`;

function endTime(round: RedEnvelopeRound, lang: LanguageCode): string {
  const format = new Intl.DateTimeFormat(intlLocale(lang, tenant.country), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: tenant.timeZone,
  });
  return `\u2068${format.format(new Date(round.endsAt))}\u2069`;
}

function Offer({ t, round, lang, busy }: { t: TFunction; round: RedEnvelopeRound; lang: LanguageCode; busy: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <EnvelopeArt opened={false} />
      <p>{t('redEnvelope.intro', { min: money(round.minAmount, lang), max: money(round.maxAmount, lang) })}</p>
      {round.stock === 'few' && <p className="font-semibold">{t('redEnvelope.few')}</p>}
      <p className="text-sm opacity-80">{t('redEnvelope.ends', { time: endTime(round, lang) })}</p>
      <button
        type="button"
        className="btn btn-error btn-wide max-w-full text-lg"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void openEnvelope()}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t(busy ? 'redEnvelope.opening' : 'redEnvelope.open')}
      </button>
    </div>
  );
}

export default function RedEnvelopeDialog(_props: AppDialogProps<'redEnvelope'>) {
  const t = useTranslations('redEnvelope', 'errors');
  const view = useStore($envelope);
  const lang = pageLanguage();

  useEffect(() => {
    // A visitor gets the login dialog in place of this one; a trial user the warning, and this one closes.
    if (!requireMember()) {
      if ($dialog.get()?.name === 'redEnvelope') closeDialog();
      return;
    }
    void loadEnvelope();
  }, []);

  useEffect(() => {
    if (view.status === 'blocked' && $dialog.get()?.name === 'redEnvelope') closeDialog();
  }, [view.status]);

  if (!t) return null;
  return (
    <Dialog open size="sm" title={t('redEnvelope.title')} onClose={closeDialog} closeLabel={t('redEnvelope.close')}>
      <div className="flex flex-col gap-3" data-envelope-state={view.status}>
        {view.status === 'loading' && (
          <p className="flex justify-center py-6">
            <span className="loading loading-spinner" role="status" aria-label={t('redEnvelope.loading')} />
          </p>
        )}
        {(view.status === 'ready' || view.status === 'opening') && (
          <Offer t={t} round={view.round} lang={lang} busy={view.status === 'opening'} />
        )}
        {view.status === 'won' && (
          <div role="status" className="flex flex-col items-center gap-2 text-center">
            <EnvelopeArt opened />
            <p className="text-lg">{t('redEnvelope.won')}</p>
            <Money minor={view.amount} lang={lang} className="font-bold text-3xl" />
            <p className="text-sm">{t('redEnvelope.wonStatus', { amount: money(view.amount, lang) })}</p>
          </div>
        )}
        {view.status === 'opened' && (
          <p role="status" className="text-center">
            {t('redEnvelope.opened', { amount: money(view.amount, lang) })}
          </p>
        )}
        {view.status === 'exhausted' && (
          <p role="status" className="text-center">
            {t('redEnvelope.exhausted')}
          </p>
        )}
        {view.status === 'none' && (
          <p role="status" className="text-center">
            {t('redEnvelope.none')}
          </p>
        )}
        {view.status === 'failed' && (
          <RetryAlert
            message={t(view.errorKey)}
            retryLabel={t('redEnvelope.retry')}
            onRetry={() => void loadEnvelope()}
          />
        )}
        <div className="modal-action mt-2">
          <button type="button" className="btn" onClick={closeDialog}>
            {t('redEnvelope.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
