/**
 * Member centre referral (invite friends): the invite link with the member's code, its QR code, copy and share
 * buttons; the counts and rewards; the merchant's reward rule in words; named referral links (create, copy,
 * delete); and the invited friends with their status, paged.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { MAX_REFERRAL_LINK_NAME, type ReferralLink } from '../../../api/calls/referral/referral';
import { ListPager } from '../../../components/ui/ListPager';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import { Money } from '../../../components/ui/Money';
import { formatDateTime, formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { useTranslations } from '../../../i18n/use-translations';
import { formatMemberBalance } from '../../../stores/member-money';
import { totalPages } from '../../../stores/paged-list';
import {
  $copied,
  $deleting,
  $linkForm,
  $referral,
  canShare,
  copyLink,
  createLink,
  deleteLink,
  friends,
  inviteUrl,
  loadReferral,
  shareLink,
} from '../stores/referral';
import { InviteQr } from './InviteQr';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function ReferralPage({ lang, checkingLabel }: Props) {
  const t = useTranslations('referral', 'errors');
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="referral.loadFailed"
      retryKey="referral.retry"
    >
      {(_member, t) => <Referral t={t} lang={lang} />}
    </MemberPageGate>
  );
}

/** An amount inside a translated sentence: the one formatter, isolated so it keeps its order in Urdu. */
const amountText = (minor: number, lang: LanguageCode) => `\u2066${formatMemberBalance(minor / 100, lang)}\u2069`;

function Referral({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const state = useStore($referral);
  const [origin, setOrigin] = useState('');
  useEffect(() => {
    setOrigin(location.origin);
    void loadReferral();
    void friends.load(1);
  }, []);
  const summary = state.summary;
  if (!summary) {
    return state.errorKey ? (
      <div role="alert" className="alert alert-error max-w-xl">
        <span>
          {t('referral.loadFailed')} {t(state.errorKey)}
        </span>
        <button type="button" className="btn btn-sm" onClick={() => void loadReferral()}>
          {t('referral.retry')}
        </button>
      </div>
    ) : (
      <p role="status" className="flex items-center gap-2 opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {t('referral.loading')}
      </p>
    );
  }
  const url = inviteUrl(origin, summary.code);
  const locale = intlLocale(lang, tenant.country);
  const { rule } = summary;
  return (
    <div className="grid max-w-3xl gap-4">
      <InviteCard t={t} url={url} code={summary.code} />
      <section className="grid gap-2" aria-labelledby="referral-stats-title">
        <h2 id="referral-stats-title" className="font-semibold text-lg">
          {t('referral.stats.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(['invited', 'deposited', 'rewarded'] as const).map((key) => (
            <div key={key} className="rounded-box bg-base-200 p-3">
              <dt className="text-xs opacity-80">{t(`referral.stats.${key}`)}</dt>
              <dd className="font-bold text-xl" data-referral-count={key}>
                {formatNumber(summary.counts[key], locale)}
              </dd>
            </div>
          ))}
          <div className="rounded-box bg-base-200 p-3">
            <dt className="text-xs opacity-80">{t('referral.stats.totalRewards')}</dt>
            <dd className="font-bold text-xl">
              <Money minor={summary.totalRewards} lang={lang} />
            </dd>
          </div>
        </dl>
      </section>
      <section className="grid gap-1 rounded-box border border-base-300 p-3" aria-labelledby="referral-rule-title">
        <h2 id="referral-rule-title" className="font-semibold">
          {t('referral.rule.title')}
        </h2>
        <p className="text-sm" data-referral-rule>
          {t('referral.rule.text', {
            deposit: amountText(rule.minDeposit, lang),
            validBet: amountText(rule.minValidBet, lang),
            reward: amountText(rule.reward, lang),
          })}
        </p>
        <p className="text-sm opacity-80">{t('referral.rule.once')}</p>
      </section>
      <LinksSection t={t} origin={origin} links={summary.links} />
      <FriendsSection t={t} lang={lang} />
    </div>
  );
}

function CopyButton({ t, copyKey, text, label }: { t: TFunction; copyKey: string; text: string; label: string }) {
  const copied = useStore($copied);
  const mine = copied.key === copyKey;
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" className="btn btn-sm btn-primary" onClick={() => void copyLink(copyKey, text)}>
        {label}
      </button>
      <span role="status" className={mine && copied.failed ? 'text-error text-sm' : 'text-success text-sm'}>
        {mine ? t(copied.failed ? 'referral.invite.copyFailed' : 'referral.invite.copied') : ''}
      </span>
    </span>
  );
}

function InviteCard({ t, url, code }: { t: TFunction; url: string; code: string }) {
  const [sharing, setSharing] = useState(false);
  useEffect(() => setSharing(canShare()), []);
  return (
    <section className="grid gap-3 rounded-box bg-base-200 p-4 sm:grid-cols-[auto_1fr]" aria-labelledby="invite-title">
      <h2 id="invite-title" className="font-semibold text-lg sm:col-span-2">
        {t('referral.invite.title')}
      </h2>
      <div className="justify-self-center">
        <InviteQr value={url} label={t('referral.invite.qr')} />
      </div>
      <div className="grid content-start gap-3">
        <p className="grid gap-1">
          <span className="text-xs opacity-80">{t('referral.invite.code')}</span>
          <bdi dir="ltr" className="font-bold font-mono text-xl tracking-widest" data-referral-code>
            {code}
          </bdi>
        </p>
        <p className="grid gap-1">
          <span className="text-xs opacity-80">{t('referral.invite.link')}</span>
          <bdi dir="ltr" className="break-all text-sm" data-invite-link>
            {url}
          </bdi>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <CopyButton t={t} copyKey="invite" text={url} label={t('referral.invite.copy')} />
          {sharing && (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() =>
                void shareLink({
                  title: t('referral.invite.shareTitle', { brand: tenant.name }),
                  text: t('referral.invite.shareText', { brand: tenant.name }),
                  url,
                })
              }
            >
              {t('referral.invite.share')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function LinksSection({ t, origin, links }: { t: TFunction; origin: string; links: ReferralLink[] }) {
  const form = useStore($linkForm);
  const deleting = useStore($deleting);
  const [name, setName] = useState('');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await createLink(name)) setName('');
  };
  return (
    <section className="grid gap-2" aria-labelledby="referral-links-title">
      <h2 id="referral-links-title" className="font-semibold text-lg">
        {t('referral.links.title')}
      </h2>
      <p className="text-sm opacity-80">{t('referral.links.hint')}</p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
        <label className="grid min-w-0 flex-1 gap-1 text-sm">
          {t('referral.links.name')}
          <input
            className="input input-sm w-full"
            value={name}
            maxLength={MAX_REFERRAL_LINK_NAME}
            placeholder={t('referral.links.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={form.errorKey ? true : undefined}
            aria-describedby={form.errorKey ? 'referral-link-error' : undefined}
          />
        </label>
        <button type="submit" className="btn btn-sm btn-primary" disabled={form.busy}>
          {t('referral.links.create')}
        </button>
      </form>
      {form.errorKey && (
        <p id="referral-link-error" role="alert" className="text-error text-sm">
          {t(form.errorKey)}
        </p>
      )}
      {deleting.errorKey && (
        <p role="alert" className="text-error text-sm">
          {t(deleting.errorKey)}
        </p>
      )}
      {links.length === 0 ? (
        <p className="text-sm opacity-80">{t('referral.links.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('referral.links.title')}>
          {links.map((link) => {
            const url = inviteUrl(origin, link.code);
            return (
              <li key={link.id} className="grid gap-2 rounded-box bg-base-200 p-3" data-referral-link={link.code}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <bdi className="font-semibold">{link.name}</bdi>
                  <span className="text-xs opacity-80">{t('referral.links.friends', { count: link.friends })}</span>
                </div>
                <bdi dir="ltr" className="break-all text-xs opacity-80">
                  {url}
                </bdi>
                <div className="flex flex-wrap items-center gap-2">
                  <CopyButton
                    t={t}
                    copyKey={`link-${link.id}`}
                    text={url}
                    label={t('referral.links.copy', { name: link.name })}
                  />
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost text-error"
                    disabled={deleting.ids.includes(link.id)}
                    onClick={() => void deleteLink(link.id)}
                  >
                    {t('referral.links.delete', { name: link.name })}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const STATUS_CLASS = {
  registered: 'badge-ghost',
  deposited: 'badge-info',
  qualified: 'badge-warning',
  rewarded: 'badge-success',
} as const;

function FriendsSection({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const list = useStore(friends.$list);
  const rows = list.page?.rows ?? [];
  return (
    <section className="grid gap-2" aria-labelledby="referral-friends-title">
      <h2 id="referral-friends-title" className="font-semibold text-lg">
        {t('referral.friends.title')}
      </h2>
      {list.errorKey && (
        <p role="alert" className="text-error text-sm">
          {t(list.errorKey)}
        </p>
      )}
      {list.page && rows.length === 0 && <p className="text-sm opacity-80">{t('referral.friends.empty')}</p>}
      {rows.length > 0 && (
        <ul className="grid gap-2" aria-label={t('referral.friends.title')}>
          {rows.map((row) => (
            <li
              key={`${row.joinedAt}-${row.name}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 p-3"
              data-referral-friend
            >
              <span className="grid text-sm">
                <bdi dir="ltr" className="font-semibold">
                  {row.name}
                </bdi>
                <span className="opacity-80">
                  {t('referral.friends.joined')} <bdi dir="ltr">{formatDateTime(row.joinedAt, pageDates(lang))}</bdi>
                </span>
                <span className="opacity-80">
                  {t('referral.friends.via')} <bdi>{row.linkName ?? t('referral.friends.ownCode')}</bdi>
                </span>
              </span>
              <span className="grid justify-items-end gap-1">
                <span className={`badge ${STATUS_CLASS[row.status]}`}>
                  {t(`referral.friends.statuses.${row.status}`)}
                </span>
                {row.reward !== null && <Money minor={row.reward} lang={lang} className="font-semibold text-sm" />}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ListPager
        t={t}
        keyPrefix="referral.friends"
        page={list.page?.page ?? 1}
        pages={totalPages(list.page)}
        busy={list.loading}
        onChange={(page) => void friends.load(page)}
      />
    </section>
  );
}
