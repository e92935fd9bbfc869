/**
 * The first-login action, which an account's first successful login triggers (popup execution F). The
 * site calls it once after a sign-in or registration whose login value said
 * `firstTimeLogin`. The platform records that the member's first-login flow ran — once per member, keyed by
 * member (a race of two calls records one) — from the calling session, and answers the first-login popups
 * (execution F) that session shows. The same session asking again (a reload before the player closed them)
 * gets the same answer; any other session of the member gets `firstLogin: false` and no popups, so the
 * greeting never comes back on a later sign-in. A session that is not the member's first sign-in (the
 * member's first_login_at predates it) cannot claim the flow either.
 */
import { firstLoginCall } from '../../src/api/calls/first-login';
import { popupsFor } from '../content';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { siteLanguage } from '../merchants/site-language';
import { claimFirstLoginRun } from './first-login-runs';

export function registerFirstLoginRoutes(router: Router, { db, clock }: PlatformDeps): void {
  router.route(firstLoginCall, async ({ merchant, query, requireMember }) => {
    const member = requireMember();
    const now = clock();
    // The flow belongs to the session of the member's first sign-in: the session created when first_login_at
    // was set (both written by completeSignIn in one sign-in, at the same clock reading).
    const run = await claimFirstLoginRun(db, member.id, member.sessionId, now);
    const firstLogin = run?.session_id === member.sessionId;
    const lang = siteLanguage(query.language, merchant);
    const language = merchant.tenant.languages.includes(lang) ? lang : merchant.tenant.defaultLanguage;
    return {
      firstLogin,
      ranAt: run ? run.ran_at.toISOString() : null,
      popups: firstLogin ? await popupsFor(db, merchant.code, language, member, ['F'], now) : [],
    };
  });
}
