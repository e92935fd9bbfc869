/** The "send code" button beside a code box: disabled while sending and during the countdown. */
import type { TFunction } from 'i18next';
import type { SmsCode } from '../use-sms-code';

/** `onPress` checks the number first and then calls `sms.request()`. */
export function SmsCodeButton({ sms, t, onPress }: { sms: SmsCode; t: TFunction; onPress: () => void }) {
  const waiting = sms.secondsLeft > 0;
  return (
    <button
      type="button"
      className="btn btn-outline btn-primary shrink-0"
      disabled={sms.busy || waiting}
      onClick={onPress}
    >
      {sms.busy ? (
        <>
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          <span className="sr-only">{t('auth.sms.sending')}</span>
        </>
      ) : waiting ? (
        t('auth.sms.resendIn', { seconds: sms.secondsLeft })
      ) : sms.sent ? (
        t('auth.sms.resend')
      ) : (
        t('auth.sms.send')
      )}
    </button>
  );
}
