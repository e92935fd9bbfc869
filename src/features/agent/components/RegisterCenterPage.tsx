/**
 * registerCenter (open account): the agent opens a member or a sub-agent account under themself. The fields
 * and their rules are the merchant's registration rules, checked by the platform; a refusal marks the field it
 * concerns and keeps everything typed. Once opened, the page names the new account and links to the team. Below,
 * the agent's invite links for members and sub-agents, with the sign-ups of each.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { $openAccount, type DownlineForm, EMPTY_DOWNLINE_FORM, openDownlineAccount } from '../stores/register-downline';
import { AgentGate } from './AgentGate';
import { InviteLinksSection } from './InviteLinksSection';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function RegisterCenterPage({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel}>
      {(_member, t) => <OpenAccount t={t} lang={lang} />}
    </AgentGate>
  );
}

type TextField = Exclude<keyof DownlineForm, 'kind'>;

const FIELDS: { key: TextField; type: string; autoComplete: string; required: boolean }[] = [
  { key: 'username', type: 'text', autoComplete: 'off', required: true },
  { key: 'nickname', type: 'text', autoComplete: 'off', required: false },
  { key: 'password', type: 'password', autoComplete: 'new-password', required: true },
  { key: 'confirmPassword', type: 'password', autoComplete: 'new-password', required: true },
  { key: 'mobileNum', type: 'tel', autoComplete: 'off', required: false },
  { key: 'email', type: 'email', autoComplete: 'off', required: false },
];

function OpenAccount({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const state = useStore($openAccount);
  const [form, setForm] = useState<DownlineForm>(EMPTY_DOWNLINE_FORM);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await openDownlineAccount(form)) setForm({ ...EMPTY_DOWNLINE_FORM, kind: form.kind });
  };
  return (
    <div className="grid max-w-xl gap-4">
      <form className="card bg-base-200 shadow-sm" onSubmit={submit} noValidate aria-labelledby="open-account-title">
        <div className="card-body gap-3">
          <h2 id="open-account-title" className="font-semibold text-lg">
            {t('team.register.title')}
          </h2>
          <p className="text-sm opacity-80">{t('team.register.explain')}</p>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="label-text mb-1">{t('team.register.kind')}</legend>
            {(['member', 'agent'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="downline-kind"
                  className="radio radio-sm"
                  value={kind}
                  checked={form.kind === kind}
                  onChange={() => setForm({ ...form, kind })}
                />
                {t(`team.register.kinds.${kind}`)}
              </label>
            ))}
          </fieldset>
          {FIELDS.map(({ key, type, autoComplete, required }) => {
            const invalid = state.field === key;
            return (
              <label key={key} className="grid gap-1" htmlFor={`open-${key}`}>
                <span className="label-text">
                  {t(`team.register.fields.${key}`)}
                  {!required && <span className="opacity-70"> {t('team.register.optional')}</span>}
                </span>
                <input
                  id={`open-${key}`}
                  type={type}
                  dir={type === 'text' ? 'auto' : 'ltr'}
                  autoComplete={autoComplete}
                  className={`input input-bordered w-full ${invalid ? 'input-error' : ''}`}
                  value={form[key]}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={invalid ? 'open-account-error' : undefined}
                  onChange={(event) => setForm({ ...form, [key]: event.target.value })}
                />
              </label>
            );
          })}
          {state.errorKey && (
            <p id="open-account-error" role="alert" className="alert alert-error text-sm">
              {state.field ? `${t(`team.register.fields.${state.field}`)}: ` : ''}
              {t(state.errorKey)}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={state.busy}>
            {state.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('team.register.submit')}
          </button>
        </div>
      </form>
      {state.opened && (
        <div role="status" className="alert alert-success flex flex-wrap justify-between gap-2">
          <span>
            {t(state.opened.isAgent ? 'team.register.openedAgent' : 'team.register.openedMember', {
              username: state.opened.username,
            })}
          </span>
          <a className="btn btn-sm" href={localePath(lang, '/agentHome/downlineManagmentView/')}>
            {t('team.register.toTeam')}
          </a>
        </div>
      )}
      <InviteLinksSection t={t} lang={lang} />
    </div>
  );
}
