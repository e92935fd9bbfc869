/**
 * The provider verified an address that belongs to an existing member (or, on the agent portal, agent): that member
 * types their password once to link the provider (and sign in). Back returns to the sign-in form; nothing is linked
 * until the password is right. Where the portal goes once signed in is the caller's.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import type { LoginValue } from '../../api/calls/session';
import { $providerFlow, leaveProviderLink, linkProvider } from '../../stores/provider-sign-in';
import { Field } from './Field';
import { FormAlert } from './FormAlert';

interface Props {
  /** With the auth and errors namespaces. */
  t: TFunction;
  /** What a refusal says, in the portal's words. */
  failureMessage: (failure: unknown) => string;
  /** Linked and signed in: the portal hands the login to the session and moves on. */
  onLinked: (login: LoginValue) => void | Promise<void>;
}

export function ProviderLinkStep({ t, failureMessage, onLinked }: Props) {
  const flow = useStore($providerFlow);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  if (!flow.link) return null;
  const name = tenant.signInProviders.find((entry) => entry.id === flow.link?.provider)?.name ?? flow.link.provider;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(!password);
    if (!password) return;
    const login = await linkProvider(password);
    if (login) await onLinked(login);
  }

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit} aria-labelledby="provider-link-title">
      <h3 id="provider-link-title" className="font-semibold">
        {t('auth.provider.linkTitle', { name })}
      </h3>
      <p className="text-sm">{t('auth.provider.linkIntro', { name, account: `\u2068${flow.link.account}\u2069` })}</p>
      <Field
        label={t('auth.field.password')}
        type="password"
        value={password}
        onChange={setPassword}
        error={missing ? t('auth.provider.passwordRequired') : null}
        autoComplete="current-password"
        maxLength={128}
      />
      <FormAlert message={flow.failure ? failureMessage(flow.failure) : null} />
      <button type="submit" className="btn btn-primary" disabled={flow.busy}>
        {flow.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.provider.link')}
      </button>
      <button type="button" className="btn btn-ghost" disabled={flow.busy} onClick={leaveProviderLink}>
        {t('auth.provider.back')}
      </button>
    </form>
  );
}
