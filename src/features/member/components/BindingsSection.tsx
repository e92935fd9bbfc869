/**
 * Mobile number and e-mail of the security centre (stores/bindings.ts): each is confirmed with a code sent to
 * it, and shown read-only once confirmed (a binding cannot be changed or unlinked). Numbers and
 * addresses are Latin: isolated, so Urdu pages keep them whole.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useState } from 'react';
import type { Binding, BindingChannel } from '../../../api/calls/security-centre/bindings';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { type SmsButtonState, secondsLeft } from '../../../stores/sms-countdown';
import {
  $bindingFlows,
  $bindings,
  $bindingsErrorKey,
  confirmBinding,
  loadBindings,
  requestBindingCode,
} from '../stores/bindings';
import { FormField } from './FormField';

export function BindingsSection({ t }: { t: TFunction }) {
  const bindings = useStore($bindings);
  const errorKey = useStore($bindingsErrorKey);
  useEffect(() => {
    void loadBindings();
  }, []);
  return (
    <section className="card min-w-0 bg-base-200 shadow-sm" aria-labelledby="member-bindings-title">
      <div className="card-body gap-4">
        <h2 id="member-bindings-title" className="font-semibold text-lg">
          {t('security.bindings.title')}
        </h2>
        <p className="text-sm opacity-90">{t('security.bindings.intro')}</p>
        {errorKey && !bindings && (
          <RetryAlert
            message={`${t('security.bindings.loadFailed')} ${t(errorKey)}`}
            retryLabel={t('member.retry')}
            onRetry={() => void loadBindings()}
          />
        )}
        {!bindings && !errorKey && (
          <span className="loading loading-spinner" role="status" aria-label={t('security.loading')} />
        )}
        {bindings && (
          <>
            <BindingPart t={t} channel="mobile" binding={bindings.mobile} />
            <BindingPart t={t} channel="email" binding={bindings.email} />
          </>
        )}
      </div>
    </section>
  );
}

function BindingPart({ t, channel, binding }: { t: TFunction; channel: BindingChannel; binding: Binding }) {
  const titleId = `member-binding-${channel}`;
  return (
    <section className="grid gap-3 rounded-box bg-base-100 p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium">
          {t(`security.bindings.${channel}`)}
        </h3>
        <span className={`badge ${binding.bound ? 'badge-success' : 'badge-ghost'}`}>
          {t(binding.bound ? 'security.bindings.bound' : 'security.bindings.notBound')}
        </span>
      </div>
      {binding.bound ? (
        <>
          <p className="break-all font-medium">
            <bdi dir="ltr">{binding.value}</bdi>
          </p>
          <p className="text-sm opacity-90">{t('security.bindings.lockedNote')}</p>
        </>
      ) : (
        <BindForm t={t} channel={channel} current={binding.value} />
      )}
    </section>
  );
}

/** Seconds left on the send button's countdown, re-rendering each second while it runs. */
function useSecondsLeft(button: SmsButtonState): number {
  const [now, setNow] = useState(() => Date.now());
  const running = secondsLeft(button, now) > 0;
  useEffect(() => {
    setNow(Date.now());
    if (button.countdownEndsAt === null || !running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [button.countdownEndsAt, running]);
  return secondsLeft(button, now);
}

function BindForm({ t, channel, current }: { t: TFunction; channel: BindingChannel; current: string | null }) {
  const flow = useStore($bindingFlows)[channel];
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const left = useSecondsLeft(flow.button);
  const mobile = channel === 'mobile';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirmBinding(channel, target, code);
  };
  const sendLabel =
    left > 0
      ? t('security.bindings.resendIn', { seconds: left })
      : t(flow.sent ? 'security.bindings.resend' : 'security.bindings.send');
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      {current && (
        <p className="text-sm">
          {t('security.bindings.current')} <bdi dir="ltr">{current}</bdi>
        </p>
      )}
      <FormField
        label={t(mobile ? 'security.bindings.newMobile' : 'security.bindings.newEmail')}
        type={mobile ? 'tel' : 'email'}
        inputMode={mobile ? 'numeric' : 'email'}
        autoComplete={mobile ? 'tel-national' : 'email'}
        dir="ltr"
        prefix={mobile ? tenant.countryDialingCode : undefined}
        maxLength={mobile ? 20 : 100}
        value={target}
        onChange={setTarget}
        action={
          <button
            type="button"
            className="btn btn-outline btn-primary shrink-0"
            disabled={flow.sending || left > 0}
            onClick={() => void requestBindingCode(channel, target)}
          >
            {flow.sending ? (
              <>
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                <span className="sr-only">{t('security.bindings.sending')}</span>
              </>
            ) : (
              sendLabel
            )}
          </button>
        }
      />
      <FormField
        label={t('security.bindings.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={12}
        value={code}
        onChange={setCode}
        hint={flow.sent ? t(mobile ? 'security.bindings.sentSms' : 'security.bindings.sentEmail') : null}
      />
      {flow.errorKey && (
        <p role="alert" className="alert alert-error text-sm">
          {t(flow.errorKey)}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={flow.confirming}>
          {flow.confirming && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t(mobile ? 'security.bindings.confirmMobile' : 'security.bindings.confirmEmail')}
        </button>
      </div>
    </form>
  );
}
