/**
 * downlineManagmentView (team management): the agent's downline one level at a time, newest first — each
 * member's balance, status, last sign-in and team size — with drill-down into a sub-agent's team and a
 * breadcrumb back up, a username search over the whole downline, paging, and a transfer to a member directly under
 * the agent (the agent bar's transfer dialog, opened for that member).
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { DownlineRow } from '../../../api/calls/agents/team';
import { ListPager } from '../../../components/ui/ListPager';
import { Money } from '../../../components/ui/Money';
import { formatDateTime, formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { totalPages } from '../../../stores/paged-list';
import {
  $downlinePath,
  $downlineView,
  backTo,
  downlineList,
  drillDown,
  isDirect,
  searchDownline,
} from '../stores/downline';
import { $downlineTransfer, openTransfer } from '../stores/downline-transfer';
import { AgentGate } from './AgentGate';

/**
 * A breadcrumb step after the first, with its separator before it. Not daisyUI's breadcrumbs: their separator rule
 * (`li + ::before`) is tried on every element of every page, and makes each insertion restyle the whole subtree it
 * goes into (global.css excludes the component; tests/unit/build/sibling-rules.test.ts).
 */
const LATER_STEP = "flex items-center before:mx-2 before:opacity-40 before:content-['/']";

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function DownlinePage({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel} namespaces={['money']}>
      {(member, t) => <Downline t={t} lang={lang} agentNickname={member.nickname} />}
    </AgentGate>
  );
}

function Downline({ t, lang, agentNickname }: { t: TFunction; lang: LanguageCode; agentNickname: string }) {
  const view = useStore($downlineView);
  const path = useStore($downlinePath);
  const list = useStore(downlineList.$list);
  const transfer = useStore($downlineTransfer);
  const [search, setSearch] = useState(view.search);

  useEffect(() => {
    void downlineList.load(1);
  }, []);
  // A transfer changed a member's balance: the list shows it.
  useEffect(() => {
    if (transfer.done) void downlineList.load();
  }, [transfer.done]);

  const rows = list.page?.rows ?? [];
  return (
    <div className="grid max-w-4xl gap-4">
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label={t('team.downline.search')}
        onSubmit={(event) => {
          event.preventDefault();
          void searchDownline(search);
        }}
      >
        <label className="grid gap-1" htmlFor="downline-search">
          <span className="label-text text-sm">{t('team.downline.username')}</span>
          <input
            id="downline-search"
            type="search"
            dir="auto"
            className="input input-bordered input-sm w-48"
            value={search}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-sm btn-primary" disabled={list.loading}>
          {t('team.downline.find')}
        </button>
      </form>

      <nav aria-label={t('team.downline.breadcrumb')} className="overflow-x-auto py-2 text-sm">
        <ul className="flex min-h-min items-center whitespace-nowrap">
          <li className="flex items-center">
            {view.parent || view.search ? (
              <button type="button" className="link" onClick={() => void backTo(null)}>
                {t('team.downline.myTeam', { nickname: agentNickname })}
              </button>
            ) : (
              <span aria-current="page">{t('team.downline.myTeam', { nickname: agentNickname })}</span>
            )}
          </li>
          {view.search && (
            <li className={LATER_STEP} aria-current="page">
              {t('team.downline.results', { text: view.search })}
            </li>
          )}
          {!view.search &&
            path.map((step, i) => (
              <li key={step.username} className={LATER_STEP}>
                {i === path.length - 1 ? (
                  <bdi dir="ltr" aria-current="page">
                    {step.username}
                  </bdi>
                ) : (
                  <button type="button" className="link" onClick={() => void backTo(step.username)}>
                    <bdi dir="ltr">{step.username}</bdi>
                  </button>
                )}
              </li>
            ))}
        </ul>
      </nav>

      {transfer.done && (
        <p role="status" className="alert alert-success text-sm">
          {t('team.transfer.done', { username: transfer.done.recipient })}{' '}
          <Money minor={transfer.done.amount} lang={lang} />
        </p>
      )}
      {list.errorKey && (
        <p role="alert" className="text-error text-sm">
          {t(list.errorKey)}
        </p>
      )}
      {list.page && rows.length === 0 && <p className="text-sm opacity-80">{t('team.downline.empty')}</p>}
      {rows.length > 0 && (
        <ul className="grid gap-2" aria-label={t('team.downline.rows')}>
          {rows.map((row) => (
            <MemberItem key={row.id} row={row} t={t} lang={lang} />
          ))}
        </ul>
      )}
      <ListPager
        t={t}
        keyPrefix="team.pager"
        page={list.page?.page ?? 1}
        pages={totalPages(list.page)}
        busy={list.loading}
        onChange={(page) => void downlineList.load(page)}
      />
    </div>
  );
}

function MemberItem({ row, t, lang }: { row: DownlineRow; t: TFunction; lang: LanguageCode }) {
  const locale = intlLocale(lang, tenant.country);
  return (
    <li className="grid gap-2 rounded-box bg-base-200 p-3 text-sm" data-member={row.username}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <bdi dir="ltr" className="font-semibold">
            {row.username}
          </bdi>
          {row.nickname !== row.username && <bdi className="opacity-80">({row.nickname})</bdi>}
          <span className={`badge badge-sm ${row.isAgent ? 'badge-secondary' : 'badge-ghost'}`}>
            {t(row.isAgent ? 'team.downline.agent' : 'team.downline.member')}
          </span>
          <span className="badge badge-sm badge-outline">{t('team.levelOf', { level: row.level })}</span>
        </span>
        <span className={`badge badge-sm ${row.status === 'active' ? 'badge-success' : 'badge-error'}`}>
          {t(`team.downline.status.${row.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="opacity-80">{t('team.downline.balance')}</dt>
          <dd>
            <Money minor={row.balance} lang={lang} />
          </dd>
        </div>
        <div>
          <dt className="opacity-80">{t('team.downline.team')}</dt>
          <dd>
            <bdi dir="ltr">{formatNumber(row.directCount, locale)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="opacity-80">{t('team.downline.lastLogin')}</dt>
          <dd>
            {row.lastLogin ? (
              <bdi dir="ltr">{formatDateTime(row.lastLogin, pageDates(lang))}</bdi>
            ) : (
              t('team.downline.never')
            )}
          </dd>
        </div>
        <div>
          <dt className="opacity-80">{t('team.downline.joined')}</dt>
          <dd>
            <bdi dir="ltr">{formatDateTime(row.createdAt, pageDates(lang))}</bdi>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {(row.isAgent || row.directCount > 0) && (
          <button type="button" className="btn btn-xs btn-outline" onClick={() => void drillDown(row.username)}>
            {t('team.downline.openTeam', { username: row.username })}
          </button>
        )}
        {isDirect(row) && (
          <button type="button" className="btn btn-xs btn-primary" onClick={() => openTransfer(row.username)}>
            {t('team.transfer.open', { username: row.username })}
          </button>
        )}
      </div>
    </li>
  );
}
