/**
 * Personal details of the security centre (stores/profile.ts): the fields the merchant asks for, in its order.
 * Set-once fields (real name, birthday, ID number) show read-only once set; a new birthday asks for the tick
 * "I am 21 or older" (the birthday confirmation's age is 21, not the agreement's 18).
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useState } from 'react';
import type { ProfileField } from '../../../api/calls/security-centre/profile';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { pageLanguage } from '../../../i18n/client';
import { formatDateTime, intlLocale } from '../../../i18n/format';
import {
  $profile,
  $profileLoadErrorKey,
  $profileStatus,
  formFrom,
  loadProfile,
  type ProfileForm,
  saveProfile,
  setsBirthday,
} from '../stores/profile';
import { FormField } from './FormField';

export function ProfileSection({ t }: { t: TFunction }) {
  const profile = useStore($profile);
  const errorKey = useStore($profileLoadErrorKey);
  useEffect(() => {
    void loadProfile();
  }, []);
  // A new answer (after a save) starts the form from what is stored, with set-once fields now read-only.
  const version = profile?.fields.map((field) => `${field.id}:${field.locked}:${field.value}`).join('|');
  return (
    <section className="card min-w-0 bg-base-200 shadow-sm" aria-labelledby="member-profile-title">
      <div className="card-body gap-4">
        <h2 id="member-profile-title" className="font-semibold text-lg">
          {t('security.profile.title')}
        </h2>
        {errorKey && !profile && (
          <RetryAlert
            message={`${t('security.profile.loadFailed')} ${t(errorKey)}`}
            retryLabel={t('member.retry')}
            onRetry={() => void loadProfile()}
          />
        )}
        {!profile && !errorKey && (
          <span className="loading loading-spinner" role="status" aria-label={t('security.loading')} />
        )}
        {profile && profile.fields.length > 0 && <ProfileFormView key={version} t={t} fields={profile.fields} />}
      </div>
    </section>
  );
}

/**
 * A stored birthday (yyyy-MM-dd, a calendar day) as the page writes days: its digits and order. A calendar day,
 * so it is read in UTC, as the platform stores it.
 */
function shownBirthday(value: string): string {
  const locale = intlLocale(pageLanguage(), tenant.country);
  return formatDateTime(`${value}T00:00:00Z`, { locale, timeZone: 'UTC' }, { time: false }) || value;
}

function ProfileFormView({ t, fields }: { t: TFunction; fields: ProfileField[] }) {
  const status = useStore($profileStatus);
  const [form, setForm] = useState<ProfileForm>(() => formFrom({ fields }));
  const problem = status.problem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveProfile(form);
  };
  const messageFor = (field: ProfileField) =>
    problem?.field === field.id ? t(problem.key, problem.values ?? {}) : null;
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      {fields.some((field) => !field.locked) && <p className="text-sm opacity-90">{t('security.profile.intro')}</p>}
      {fields.map((field) => {
        const name = t(`security.profile.field.${field.id}`);
        const label = field.required || field.locked ? name : t('security.profile.optional', { label: name });
        return (
          <FormField
            key={field.id}
            label={label}
            type="text"
            dir={field.id === 'birthday' || field.id === 'idNumber' ? 'ltr' : 'auto'}
            autoComplete={field.id === 'realName' ? 'name' : field.id === 'birthday' ? 'bday' : 'off'}
            inputMode={field.id === 'birthday' ? 'numeric' : undefined}
            placeholder={
              field.id === 'birthday' && !field.locked ? t('security.profile.birthdayPlaceholder') : undefined
            }
            maxLength={field.id === 'birthday' ? undefined : field.rule.maxLength}
            readOnly={field.locked}
            value={
              field.id === 'birthday' && field.locked && field.value
                ? shownBirthday(field.value)
                : (form.values[field.id] ?? '')
            }
            onChange={(value) =>
              setForm((current) => ({ ...current, values: { ...current.values, [field.id]: value } }))
            }
            hint={field.locked ? t('security.profile.locked') : null}
            error={messageFor(field)}
          />
        );
      })}
      {setsBirthday(fields, form) && (
        <label className="flex cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={form.ageConfirmed}
            onChange={(event) => setForm((current) => ({ ...current, ageConfirmed: event.target.checked }))}
          />
          <span>{t('security.profile.confirmAge')}</span>
        </label>
      )}
      {problem && !fields.some((field) => field.id === problem.field) && (
        <p role="alert" className="alert alert-error text-sm">
          {t(problem.key, problem.values ?? {})}
        </p>
      )}
      {status.saved && (
        <p role="status" className="alert alert-success text-sm">
          {t('security.profile.saved')}
        </p>
      )}
      {fields.some((field) => !field.locked) && (
        <div>
          <button type="submit" className="btn btn-primary" disabled={status.busy}>
            {status.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('security.profile.save')}
          </button>
        </div>
      )}
    </form>
  );
}
