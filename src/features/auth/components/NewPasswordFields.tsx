import type { TFunction } from 'i18next';
import { Field } from '../../../components/ui/Field';

interface Props {
  t: TFunction;
  values: { newPassword: string; confirmNewPassword: string };
  set: (field: 'newPassword' | 'confirmNewPassword') => (value: string) => void;
  say: (field: string) => string | null;
}

/** A new password and its confirmation (checked against each other as inconsistent_twice). */
export function NewPasswordFields({ t, values, set, say }: Props) {
  return (
    <>
      <Field
        label={t('auth.field.newPassword')}
        type="password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={say('newPassword')}
        autoComplete="new-password"
        maxLength={128}
      />
      <Field
        label={t('auth.field.confirmNewPassword')}
        type="password"
        value={values.confirmNewPassword}
        onChange={set('confirmNewPassword')}
        error={say('confirmNewPassword')}
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
