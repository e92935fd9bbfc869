/**
 * Content calls: announcements (banners per group, player announcements, popups, promotions, headline
 * notices), the notice marquee and the help centre, in the language asked for (else the merchant's
 * default). HTML is returned as stored: sanitising is the site's job at render time.
 */

import {
  type Announcement,
  announcementsCall,
  BANNER_GROUPS,
  helpCenterCall,
  NOTICE_PAGE_SIZE,
  noticeListCall,
} from '../../src/api/contract/content';
import type { ValueOf } from '../../src/api/contract/define-call';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { SessionMember } from '../http/context';
import { CATALOGUE_CACHE } from '../http/response-cache';
import type { Router } from '../http/route';
import { siteLanguage } from '../merchants/site-language';

/** Newest announcements of a type answered at once; the dialog pages them by 9 on the client. */
const ANNOUNCEMENT_LIMIT = 50;

type AnnouncementsValue = ValueOf<typeof announcementsCall>;
type Banner = NonNullable<NonNullable<AnnouncementsValue['banners']>['w_home']>[number];

async function announcementsOf(db: Database, merchantCode: string, lang: string, type: 'PL' | 'PR') {
  const rows = await db.query<Omit<Announcement, 'time'> & { time: Date }>(
    `SELECT a.id, a.title, a.content, a.published_at AS time,
            coalesce(json_agg(json_build_object('sequence', i.sequence, 'url', i.url) ORDER BY i.sequence)
                     FILTER (WHERE i.announcement_id IS NOT NULL), '[]'::json) AS "announcementImages"
       FROM announcement a LEFT JOIN announcement_image i ON i.announcement_id = a.id
      WHERE a.merchant_code = $1 AND a.language = $2 AND a.type = $3
      GROUP BY a.id ORDER BY a.published_at DESC, a.id DESC LIMIT $4`,
    [merchantCode, lang, type, ANNOUNCEMENT_LIMIT],
  );
  return rows.map((row) => ({ ...row, time: row.time.toISOString() }));
}

async function noticePage(db: Database, merchantCode: string, lang: string, limit: number, offset: number) {
  const rows = await db.query<{ id: number; content: string; time: Date }>(
    `SELECT id, content, published_at AS time FROM notice WHERE merchant_code = $1 AND language = $2
      ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [merchantCode, lang, limit, offset],
  );
  return rows.map((row) => ({ ...row, time: row.time.toISOString() }));
}

type PopupValue = NonNullable<AnnouncementsValue['popup']>[number];
type Execution = PopupValue['execution'];

/**
 * Who sees which popups (spec §4, issue 8 item 9): players A (and F, which the site shows on a first login
 * only); visitors and trial users B; agents none (player offers are not for them, on any page).
 */
function audienceOf(member: SessionMember | null): Execution[] {
  if (!member || member.isTrial) return ['B'];
  return member.isAgent ? [] : ['A', 'F'];
}

/** The popups of this audience valid at `now`, narrowed to the executions the caller asked for. */
export async function popupsFor(
  db: Database,
  merchantCode: string,
  lang: string,
  member: SessionMember | null,
  asked: Execution[] | undefined,
  now: Date,
): Promise<PopupValue[]> {
  const executions = audienceOf(member).filter((execution) => !asked || asked.includes(execution));
  if (!executions.length) return [];
  return db.query<PopupValue>(
    `SELECT id, execution, title, content, action, link FROM popup
      WHERE merchant_code = $1 AND language = $2 AND execution = ANY($3::text[])
        AND (starts_at IS NULL OR starts_at <= $4) AND (ends_at IS NULL OR ends_at > $4)
      ORDER BY sort_order, id`,
    [merchantCode, lang, executions, now],
  );
}

export function registerContentRoutes(router: Router, { db, clock }: PlatformDeps): void {
  router.route(announcementsCall, async ({ merchant, member, query }) => {
    const lang = siteLanguage(query.language, merchant);
    const types = new Set(query.types);
    const value: AnnouncementsValue = {};
    if (types.has('B')) {
      const rows = await db.query<Banner & { group_code: (typeof BANNER_GROUPS)[number] }>(
        `SELECT id, group_code, title, image_url AS url, linkage_type AS "linkageType", linkage_url AS "linkageUrl"
           FROM banner WHERE merchant_code = $1 AND language = $2 ORDER BY group_code, sort_order, id`,
        [merchant.code, lang],
      );
      const banners: NonNullable<AnnouncementsValue['banners']> = {};
      for (const group of BANNER_GROUPS) banners[group] = [];
      for (const { group_code, ...banner } of rows) banners[group_code]?.push(banner);
      value.banners = banners;
    }
    if (types.has('PL')) value.player = await announcementsOf(db, merchant.code, lang, 'PL');
    if (types.has('PR')) value.promotion = await announcementsOf(db, merchant.code, lang, 'PR');
    if (types.has('PU')) value.popup = await popupsFor(db, merchant.code, lang, member, query.execution, clock());
    if (types.has('H')) value.notice = await noticePage(db, merchant.code, lang, NOTICE_PAGE_SIZE, 0);
    return value;
  });

  router.route(
    noticeListCall,
    async ({ merchant, query }) => {
      const lang = siteLanguage(query.language, merchant);
      const [list, [count]] = await Promise.all([
        noticePage(db, merchant.code, lang, query.pageSize, (query.pageNo - 1) * query.pageSize),
        db.query<{ n: number }>(
          'SELECT count(*)::integer AS n FROM notice WHERE merchant_code = $1 AND language = $2',
          [merchant.code, lang],
        ),
      ]);
      const total = count?.n ?? 0;
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
      sections: await db.query<{ code: string; title: string; content: string }>(
        `SELECT code, title, content FROM help_section WHERE merchant_code = $1 AND language = $2
        ORDER BY sort_order, id`,
        [merchant.code, siteLanguage(query.lang, merchant)],
      ),
    }),
    CATALOGUE_CACHE,
  );
}
