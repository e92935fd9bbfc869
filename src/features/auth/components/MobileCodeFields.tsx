import { tenant } from 'virtual:tenant';
import type { TFunction } from 'i18next';
import { Field } from '../../../components/ui/Field';
import { FormAlert } from '../../../components/ui/FormAlert';
import type { SmsCode } from '../use-sms-code';
import { SmsCodeButton } from './SmsCodeButton';

interface Props {
  t: TFunction;
  values: { mobileNum: string; verificationCode: string };
  set: (field: 'mobileNum' | 'verificationCode') => (value: string) => void;
  say: (field: string) => string | null;
  sms: SmsCode;
  /** Checks the number, then sends the code (see SmsCodeButton). */
  onRequestCode: () => void;
}

/** The mobile number with the merchant's dialing code, the SMS code with its send button, and send errors. */
export function MobileCodeFields({ t, values, set, say, sms, onRequestCode }: Props) {
  return (
    <>
      <Field
        label={t('auth.field.mobileNum')}
        type="tel"
        inputMode="numeric"
        prefix={tenant.countryDialingCode}
        value={values.mobileNum}
        onChange={set('mobileNum')}
        error={say('mobileNum')}
        autoComplete="tel-national"
        maxLength={20}
      />
      <Field
        label={t('auth.field.verificationCode')}
        inputMode="numeric"
        value={values.verificationCode}
        onChange={set('verificationCode')}
        error={say('verificationCode')}
        autoComplete="one-time-code"
        maxLength={12}
        action={<SmsCodeButton sms={sms} t={t} onPress={onRequestCode} />}
      />
      <FormAlert message={sms.errorKey ? t(sms.errorKey) : null} />
    </>
  );
}
