/**
 * The header's account area (login and register, or the member bar), hydrated `client:demand` like the app island: a
 * visitor browsing static pages downloads no React for it. Its server render, and its first render in the browser, is
 * the visitor state (login and register links that work before hydration, through the shell script, and without JS), so
 * the static page is right for visitors and hydration always matches. Once the session is known a signed-in member gets
 * the member bar, itself loaded on demand.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getToken } from '../../../api/session';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { $accessNotice } from '../../../stores/access';
import { $member, $sessionStatus } from '../../../stores/session';
import type { MemberBarLabels } from '../member-bar-labels';

const MemberBar = lazy(() => import('./MemberBar'));
const TrialNotice = lazy(() => import('./TrialNotice'));

interface Props {
  lang: LanguageCode;
  /** Server-translated, so the visitor buttons need no client-side translations. */
  loginLabel: string;
  registerLabel: string;
  /** The member bar's texts, server-translated too: a member's first screen loads no i18next. */
  barLabels: MemberBarLabels;
}

/** Placeholder while a stored session is being checked, so a member never sees the login buttons flash. */
function Pending() {
  return <span className="skeleton h-8 w-36 rounded-full bg-neutral-content/15" aria-hidden="true" />;
}

export default function AccountArea({ lang, loginLabel, registerLabel, barLabels }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const status = useStore($sessionStatus);
  const member = useStore($member);
  const notice = useStore($accessNotice);
  useEffect(() => setHydrated(true), []);
  // Member-only and visitor-only page content (see global.css) follows the session once it is known.
  useEffect(() => {
    if (status !== 'unknown') document.documentElement.toggleAttribute('data-member', status === 'signed-in');
  }, [status]);

  let content = (
    <>
      <a
        href={localePath(lang, '/login/')}
        data-app-dialog="login"
        className="btn btn-outline btn-sm border-neutral-content/40 px-2.5 text-neutral-content"
      >
        {loginLabel}
      </a>
      <a href={localePath(lang, '/register/')} data-app-dialog="register" className="btn btn-primary btn-sm px-2.5">
        {registerLabel}
      </a>
    </>
  );
  if (hydrated && status === 'signed-in' && member) {
    content = (
      <Suspense fallback={<Pending />}>
        <MemberBar key={member.id} lang={lang} member={member} labels={barLabels} />
      </Suspense>
    );
  } else if (hydrated && status !== 'anonymous' && getToken()) {
    content = <Pending />;
  }

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {content}
      {notice === 'trial' && (
        <Suspense fallback={null}>
          <TrialNotice />
        </Suspense>
      )}
    </div>
  );
}
