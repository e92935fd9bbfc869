/**
 * Reading a merchant's content in one language: banners by group, announcements of a type, pages of the notice
 * marquee and the help centre's sections. Newest first where content is dated; HTML is returned as stored.
 */
import { type Announcement, type announcementsCall, BANNER_GROUPS } from '../../src/api/calls/content';
import type { ValueOf } from '../../src/api/calls/define-call';
import type { Database } from '../db/database';

/** Newest announcements of a type answered at once; the dialog pages them by 9 on the client. */
const ANNOUNCEMENT_LIMIT = 50;

type Banners = NonNullable<ValueOf<typeof announcementsCall>['banners']>;
type Banner = NonNullable<Banners['w_home']>[number];

/** The merchant's banners, every group present (empty when it has none), each in its sort order. */
export async function bannersByGroup(db: Database, merchantCode: string, lang: string): Promise<Banners> {
  const rows = await db.query<Banner & { group_code: (typeof BANNER_GROUPS)[number] }>(
    `SELECT id, group_code, title, image_url AS url, linkage_type AS "linkageType", linkage_url AS "linkageUrl"
           FROM banner WHERE merchant_code = $1 AND language = $2 ORDER BY group_code, sort_order, id`,
    [merchantCode, lang],
  );
  const banners: Banners = {};
  for (const group of BANNER_GROUPS) banners[group] = [];
  for (const { group_code, ...banner } of rows) banners[group_code]?.push(banner);
  return banners;
}

export async function announcementsOf(db: Database, merchantCode: string, lang: string, type: 'PL' | 'PR') {
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

export async function noticePage(db: Database, merchantCode: string, lang: string, limit: number, offset: number) {
  const rows = await db.query<{ id: number; content: string; time: Date }>(
    `SELECT id, content, published_at AS time FROM notice WHERE merchant_code = $1 AND language = $2
      ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [merchantCode, lang, limit, offset],
  );
  return rows.map((row) => ({ ...row, time: row.time.toISOString() }));
}

export async function noticeCount(db: Database, merchantCode: string, lang: string): Promise<number> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM notice WHERE merchant_code = $1 AND language = $2',
    [merchantCode, lang],
  );
  return count?.n ?? 0;
}

export function helpSections(db: Database, merchantCode: string, lang: string) {
  return db.query<{ code: string; title: string; content: string }>(
    `SELECT code, title, content FROM help_section WHERE merchant_code = $1 AND language = $2
        ORDER BY sort_order, id`,
    [merchantCode, lang],
  );
}
