/**
 * Content calls: announcements (banners per group, player announcements, popups, promotions, headline
 * notices), the notice marquee and the help centre, in the language asked for (else the merchant's
 * default). HTML is returned as stored: sanitising is the site's job at render time.
 */

import { announcementsCall, helpCenterCall, NOTICE_PAGE_SIZE, noticeListCall } from '../../src/api/calls/content';
import type { ValueOf } from '../../src/api/calls/define-call';
import type { PlatformDeps } from '../deps';
import { CATALOGUE_CACHE } from '../http/response-cache';
import { SHOWN_ANSWER_REUSE_SECONDS } from '../http/revalidation';
import type { Router } from '../http/route';
import { siteLanguage } from '../merchants/site-language';
import { announcementsOf, bannersByGroup, helpSections, noticeCount, noticePage } from './content-queries';
import { popupsFor } from './popups';

export function registerContentRoutes(router: Router, { db, clock }: PlatformDeps): void {
  // Every page of a visitor asks for banners, popups and notices: their browser reuses its copy for a minute, then
  // checks it and gets 304 (http/revalidation.ts). A member's answer (their popups) is never kept.
  router.route(
    announcementsCall,
    async ({ merchant, member, query }) => {
      const lang = siteLanguage(query.language, merchant);
      const types = new Set(query.types);
      const value: ValueOf<typeof announcementsCall> = {};
      if (types.has('B')) value.banners = await bannersByGroup(db, merchant.code, lang);
      if (types.has('PL')) value.player = await announcementsOf(db, merchant.code, lang, 'PL');
      if (types.has('PR')) value.promotion = await announcementsOf(db, merchant.code, lang, 'PR');
      if (types.has('PU')) value.popup = await popupsFor(db, merchant.code, lang, member, query.execution, clock());
      if (types.has('H')) value.notice = await noticePage(db, merchant.code, lang, NOTICE_PAGE_SIZE, 0);
      return value;
    },
    { visitorCache: 'public', reuseSeconds: SHOWN_ANSWER_REUSE_SECONDS },
  );

  router.route(
    noticeListCall,
    async ({ merchant, query }) => {
      const lang = siteLanguage(query.language, merchant);
      const [list, total] = await Promise.all([
        noticePage(db, merchant.code, lang, query.pageSize, (query.pageNo - 1) * query.pageSize),
        noticeCount(db, merchant.code, lang),
      ]);
      return {
        list,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
    CATALOGUE_CACHE,
  );

  router.route(
    helpCenterCall,
    async ({ merchant, query }) => ({
      sections: await helpSections(db, merchant.code, siteLanguage(query.lang, merchant)),
    }),
    CATALOGUE_CACHE,
  );
}
