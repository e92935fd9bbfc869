/**
 * The notification the site sends when its language changes: a member's language is kept on the member row; a
 * visitor's is acknowledged and forgotten (nothing to attach it to).
 */
import { languageChangeCall } from '../../src/api/calls/language';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { storeMemberLanguage } from './member-language';

export function registerLanguageRoutes(router: Router, { db }: PlatformDeps): void {
  router.route(languageChangeCall, async ({ member, body }) => {
    if (!member) return { language: body.language, saved: false };
    await storeMemberLanguage(db, member.id, body.language);
    return { language: body.language, saved: true };
  });
}
