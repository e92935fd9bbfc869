/**
 * Nickname and messaging ids of the security centre (stores/contacts.ts): the fields the merchant shows, in its order,
 * each checked with its rule before sending; a refused value stays as typed with the message under it. Where the
 * merchant offers it (tenant `profile.zaloReward`, answered with the fields), an empty Zalo id carries the Zalo prompt ("a reward up to …").
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useState } from 'react';
import type { Contacts } from '../../../api/calls/security-centre/contacts';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { formatMemberBalance } from '../../../stores/member-money';
import {
  $contacts,
  $contactsLoadErrorKey,
  $contactsStatus,
  type ContactsForm,
  contactsFormFrom,
  loadContacts,
  saveContacts,
} from '../stores/contacts';
import { FormField } from './FormField';

/** Ids typed in Latin letters or digits whatever the page's script: isolated left to right, numbers on a keypad. */
const NUMERIC = new Set(['qq', 'whatsapp', 'zalo']);

export function ContactsSection({ lang }: { lang: LanguageCode }) {
  // The rule messages are the registration form's (auth: reg_pattern_<patternId>).
  const t = useTranslations('security', 'auth', 'errors');
  const contacts = useStore($contacts);
  const errorKey = useStore($contactsLoadErrorKey);
  useEffect(() => {
    void loadContacts();
  }, []);
  if (!t) return null;
  // A new answer (after a save) starts the form from what is stored.
  const version = contacts?.fields.map((field) => `${field.id}:${field.value}`).join('|');
  return (
    <section className="card min-w-0 bg-base-200 shadow-sm" aria-labelledby="member-contacts-title">
      <div className="card-body gap-4">
        <h2 id="member-contacts-title" className="font-semibold text-lg">
          {t('security.contacts.title')}
        </h2>
        {errorKey && !contacts && (
          <RetryAlert
            message={`${t('security.contacts.loadFailed')} ${t(errorKey)}`}
            retryLabel={t('security.contacts.retry')}
            onRetry={() => void loadContacts()}
          />
        )}
        {!contacts && !errorKey && (
          <span className="loading loading-spinner" role="status" aria-label={t('security.loading')} />
        )}
        {contacts && contacts.fields.length > 0 && (
          <ContactsFormView key={version} t={t} lang={lang} contacts={contacts} />
        )}
      </div>
    </section>
  );
}

function ZaloPrompt({ t, lang, reward }: { t: TFunction; lang: LanguageCode; reward: number }) {
  return (
    <p className="alert alert-info alert-soft text-sm" data-zalo-prompt>
      {t('security.contacts.zaloPrompt', { amount: formatMemberBalance(reward, lang) })}
    </p>
  );
}

function ContactsFormView({ t, lang, contacts }: { t: TFunction; lang: LanguageCode; contacts: Contacts }) {
  const status = useStore($contactsStatus);
  const [form, setForm] = useState<ContactsForm>(() => contactsFormFrom(contacts));
  const { fields, zaloReward } = contacts;
  const problem = status.problem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveContacts(form);
  };
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <p className="text-sm opacity-90">{t('security.contacts.intro')}</p>
      {fields.map((field) => {
        const name = t(`security.contacts.field.${field.id}`);
        const latin = field.id !== 'nickname';
        return (
          <div key={field.id} className="grid gap-2">
            <FormField
              label={field.required ? name : t('security.profile.optional', { label: name })}
              type="text"
              dir={latin ? 'ltr' : 'auto'}
              autoComplete={field.id === 'nickname' ? 'nickname' : 'off'}
              autoCapitalize="none"
              spellCheck={false}
              inputMode={NUMERIC.has(field.id) ? 'numeric' : undefined}
              maxLength={field.rule.maxLength}
              value={form[field.id] ?? ''}
              onChange={(value) => setForm((current) => ({ ...current, [field.id]: value }))}
              error={problem?.field === field.id ? t(problem.key, problem.values ?? {}) : null}
            />
            {field.id === 'zalo' && zaloReward !== null && !field.value && (
              <ZaloPrompt t={t} lang={lang} reward={zaloReward} />
            )}
          </div>
        );
      })}
      {problem && !fields.some((field) => field.id === problem.field) && (
        <p role="alert" className="alert alert-error text-sm">
          {t(problem.key, problem.values ?? {})}
        </p>
      )}
      {status.saved && (
        <p role="status" className="alert alert-success text-sm">
          {t('security.contacts.saved')}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={status.busy}>
          {status.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('security.contacts.save')}
        </button>
      </div>
    </form>
  );
}
