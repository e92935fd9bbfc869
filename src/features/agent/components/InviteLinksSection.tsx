/**
 * The agent's invite links on registerCenter: make a link for members or for sub-agents (an optional label says
 * where it is shared), and the list of links — kind, label, address with a copy button, and how many accounts
 * signed up through each.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import type { InviteLinkKind } from '../../../api/calls/agents/invite-links';
import { INVITE_LINK_KINDS, MAX_INVITE_LINK_LABEL } from '../../../api/calls/agents/invite-links';
import { CopyButton } from '../../../components/ui/CopyButton';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import {
  $inviteLinkCreation,
  $inviteLinks,
  createInviteLink,
  inviteLinkUrl,
  loadInviteLinks,
} from '../stores/invite-links';

export function InviteLinksSection({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const list = useStore($inviteLinks);
  const creation = useStore($inviteLinkCreation);
  const id = useId();
  const [kind, setKind] = useState<InviteLinkKind>('member');
  const [label, setLabel] = useState('');
  useEffect(() => {
    void loadInviteLinks();
  }, []);
  const origin = typeof location === 'undefined' ? '' : location.origin;

  return (
    <section className="card bg-base-200 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="font-semibold text-lg">
          {t('team.invite.title')}
        </h2>
        <p className="text-sm opacity-80">{t('team.invite.explain')}</p>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void createInviteLink(kind, label).then((made) => made && setLabel(''));
          }}
        >
          <fieldset className="flex flex-wrap gap-4">
            <legend className="label-text mb-1">{t('team.invite.kind')}</legend>
            {INVITE_LINK_KINDS.map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  className="radio radio-sm"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {t(`team.invite.kinds.${option}`)}
              </label>
            ))}
          </fieldset>
          <label className="grid gap-1" htmlFor={`${id}-label`}>
            <span className="label-text">
              {t('team.invite.label')} <span className="opacity-70">{t('team.register.optional')}</span>
            </span>
            <input
              id={`${id}-label`}
              dir="auto"
              autoComplete="off"
              maxLength={MAX_INVITE_LINK_LABEL}
              className="input input-bordered w-full"
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
          </label>
          {creation.errorKey && (
            <p role="alert" className="alert alert-error text-sm">
              {t(creation.errorKey)}
            </p>
          )}
          <button type="submit" className="btn btn-primary justify-self-start" disabled={creation.busy}>
            {creation.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('team.invite.create')}
          </button>
        </form>
        {list.errorKey && (
          <p role="alert" className="text-error text-sm">
            {t(list.errorKey)}
          </p>
        )}
        {list.links && list.links.length === 0 && <p className="text-sm opacity-80">{t('team.invite.empty')}</p>}
        {list.links && list.links.length > 0 && (
          <ul className="grid gap-2" aria-label={t('team.invite.list')}>
            {list.links.map((link) => {
              const url = inviteLinkUrl(origin, link.code);
              const name = link.label ?? t(`team.invite.kinds.${link.kind}`);
              return (
                <li
                  key={link.id}
                  className="grid gap-2 rounded-box bg-base-100 p-3 text-sm"
                  data-invite-link={link.code}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <bdi className="font-semibold">{name}</bdi>
                      <span className={`badge badge-sm ${link.kind === 'agent' ? 'badge-secondary' : 'badge-ghost'}`}>
                        {t(`team.invite.kinds.${link.kind}`)}
                      </span>
                    </span>
                    <span>{t('team.invite.signUps', { count: link.signUps })}</span>
                  </div>
                  <bdi dir="ltr" className="break-all font-mono text-xs" data-invite-url>
                    {url}
                  </bdi>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-xs opacity-80">
                      {t('team.invite.created')} <bdi dir="ltr">{formatDateTime(link.createdAt, pageDates(lang))}</bdi>
                    </span>
                    <CopyButton
                      text={url}
                      label={t('team.invite.copy')}
                      copiedLabel={t('team.invite.copied')}
                      name={t('team.invite.copyNamed', { name })}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
