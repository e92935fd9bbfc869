/**
 * Sign-in providers in the security centre (stores/sign-in-providers.ts): each provider the merchant offers, linked
 * (with the account the provider showed and when it was last used) or not, with Link or Unlink; unlinking asks first
 * in a dialog. Shown only where the tenant file lists providers.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import {
  $providerLinks,
  $providerLinksFlow,
  $providerLinksLoadFailed,
  clearProviderLinksMessage,
  linkProviderAccount,
  loadProviderLinks,
  unlinkProvider,
} from '../stores/sign-in-providers';

interface Choice {
  id: string;
  name: string;
}

export function SignInProvidersSection({ t }: { t: TFunction }) {
  const links = useStore($providerLinks);
  const loadFailed = useStore($providerLinksLoadFailed);
  const flow = useStore($providerLinksFlow);
  const [unlinking, setUnlinking] = useState<Choice | null>(null);
  useEffect(() => {
    if (tenant.signInProviders.length) void loadProviderLinks();
  }, []);
  if (tenant.signInProviders.length === 0) return null;
  return (
    <section className="card min-w-0 bg-base-200 shadow-sm" aria-labelledby="member-providers-title">
      <div className="card-body gap-3">
        <h2 id="member-providers-title" className="font-semibold text-lg">
          {t('security.providers.title')}
        </h2>
        <p className="text-sm opacity-90">{t('security.providers.intro')}</p>
        {loadFailed && (
          <RetryAlert
            message={t('security.providers.loadFailed')}
            retryLabel={t('member.retry')}
            onRetry={() => void loadProviderLinks()}
          />
        )}
        {links === null && !loadFailed && (
          <span className="loading loading-spinner" role="status" aria-label={t('security.loading')} />
        )}
        {links && (
          <ul className="grid gap-2" aria-label={t('security.providers.listLabel')}>
            {tenant.signInProviders.map((provider) => {
              const link = links.find((entry) => entry.provider === provider.id);
              return (
                <li
                  key={provider.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-100 p-3"
                >
                  <div className="min-w-0">
                    <p className="font-medium">
                      <bdi>{provider.name}</bdi>
                    </p>
                    <p className="break-all text-xs opacity-90">
                      <bdi>
                        {link
                          ? link.label
                            ? t('security.providers.linkedAs', { label: link.label })
                            : t('security.providers.linked')
                          : t('security.providers.notLinked')}
                      </bdi>
                    </p>
                  </div>
                  {link ? (
                    <button
                      type="button"
                      className="btn btn-outline btn-error btn-sm"
                      aria-label={t('security.providers.unlinkNamed', { name: provider.name })}
                      onClick={() => setUnlinking({ id: provider.id, name: provider.name })}
                    >
                      {t('security.providers.unlink')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={flow.busy}
                      aria-label={t('security.providers.linkNamed', { name: provider.name })}
                      onClick={() => void linkProviderAccount(provider.id)}
                    >
                      {t('security.providers.link')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {flow.done && (
          <p role="status" className="alert alert-success text-sm">
            {t(flow.done.key, { name: flow.done.name })}
          </p>
        )}
        {flow.errorKey && !unlinking && (
          <p role="alert" className="alert alert-error text-sm">
            {t(flow.errorKey)}
          </p>
        )}
      </div>
      {unlinking && (
        <UnlinkDialog
          t={t}
          choice={unlinking}
          onClose={() => {
            clearProviderLinksMessage();
            setUnlinking(null);
          }}
        />
      )}
    </section>
  );
}

function UnlinkDialog({ t, choice, onClose }: { t: TFunction; choice: Choice; onClose: () => void }) {
  const flow = useStore($providerLinksFlow);
  async function confirm() {
    if (await unlinkProvider(choice.id, choice.name)) onClose();
  }
  return (
    <Dialog
      open
      size="sm"
      title={t('security.providers.unlinkTitle')}
      closeLabel={t('security.providers.close')}
      onClose={() => !flow.busy && onClose()}
    >
      <p>{t('security.providers.unlinkQuestion', { name: `\u2068${choice.name}\u2069` })}</p>
      {flow.errorKey && (
        <p role="alert" className="alert alert-error mt-3 text-sm">
          {t(flow.errorKey)}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={flow.busy}>
          {t('security.providers.cancel')}
        </button>
        <button type="button" className="btn btn-error" onClick={() => void confirm()} disabled={flow.busy}>
          {flow.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('security.providers.confirmUnlink')}
        </button>
      </div>
    </Dialog>
  );
}
