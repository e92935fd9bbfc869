/**
 * The member's account as the platform knows it (GET /wps/member/info): account, nickname, member type and
 * the masked mobile number and e-mail. Latin identifiers are isolated left-to-right so Urdu pages keep
 * "+92******001" readable.
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { MemberInfo } from '../../../stores/session';
import { initialsOf } from '../avatars';
import type { MemberKind } from '../member-kind';
import { Avatar } from './Avatar';

interface Props {
  t: TFunction;
  member: MemberInfo;
  kind: MemberKind;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="opacity-75">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </>
  );
}

export function AccountDetails({ t, member, kind }: Props) {
  const notSet = <span className="font-normal opacity-75">{t('member.details.notSet')}</span>;
  const latin = (value: string | null) => (value ? <span dir="ltr">{value}</span> : notSet);
  return (
    <section className="card bg-base-200 shadow-sm" aria-labelledby="member-details-title">
      <div className="card-body gap-4">
        <div className="flex items-center gap-3">
          <Avatar icon={member.icon} initials={initialsOf(member.nickname, member.account)} size="lg" />
          <div className="min-w-0">
            <h2 id="member-details-title" className="break-words font-bold text-xl leading-relaxed">
              {member.nickname}
            </h2>
            <p className="text-sm opacity-80">{t(`member.kind.${kind}`)}</p>
          </div>
        </div>
        <h3 className="font-semibold">{t('member.details.title')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <Row label={t('member.details.account')}>{latin(member.account)}</Row>
          <Row label={t('member.details.nickname')}>{member.nickname}</Row>
          <Row label={t('member.details.type')}>{t(`member.kind.${kind}`)}</Row>
          <Row label={t('member.details.mobile')}>{latin(member.mobile)}</Row>
          <Row label={t('member.details.email')}>{latin(member.email)}</Row>
        </dl>
      </div>
    </section>
  );
}
