/**
 * Content calls: announcements (banners, player announcements, popups, promotions, headline notices), the notice
 * marquee and the help centre. HTML in `content` fields comes from the operator's back office and is NOT trusted: the
 * site sanitises it before rendering (the reference platform seeds an announcement carrying a <script> and an onerror
 * payload to keep that honest).
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { platformLanguage } from './games/game';
import { POPUP_ACTIONS, POPUP_EXECUTIONS } from './popup-codes';

/**
 * Announcement types: B banners, PL player announcements, PU popups, PR promotions, H headline notices
 * (the site-notice view). The home page asks for B,PL,PU,PR.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementType = z.enum(ANNOUNCEMENT_TYPES);

export const popupExecution = z.enum(POPUP_EXECUTIONS);
export const popupAction = z.enum(POPUP_ACTIONS);

export const BANNER_GROUPS = ['w_login', 'w_register', 'w_forget', 'w_home', 'w_leftmenu'] as const;
export const bannerGroup = z.enum(BANNER_GROUPS);

/** Announcement and notice lists page by 9. */
export const NOTICE_PAGE_SIZE = 9;

/** "B,PL,PU" → ['B','PL','PU'] with every item checked; duplicates are dropped. */
function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.pipe(
      z.string().check(z.maxLength(60)),
      z.transform((text) => [...new Set(text.split(',').map((part) => part.trim()))]),
    ),
    z.array(z.enum(values)).check(z.minLength(1)),
  );
}

export const banner = z.object({
  id: z.int(),
  title: z.string(),
  /** Image URL (same origin on the reference platform). */
  url: z.string(),
  /** What a click does: NONE, URL (open linkageUrl), PROMOTION (open promotion linkageUrl), GAME (launch). */
  linkageType: z.enum(['NONE', 'URL', 'PROMOTION', 'GAME']),
  linkageUrl: z.nullable(z.string()),
});

export const announcement = z.object({
  id: z.int(),
  title: z.string(),
  /** Untrusted HTML: sanitise before rendering. */
  content: z.string(),
  announcementImages: z.array(z.object({ sequence: z.int(), url: z.string() })),
  time: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

export const popup = z.object({
  id: z.int(),
  execution: popupExecution,
  title: z.string(),
  /** Untrusted HTML: sanitise before rendering. */
  content: z.string(),
  /** The popup's call to action, or null for a plain message (then its only button is "Got it"). */
  action: z.nullable(popupAction),
  /** Site path the `promotion` action opens (no language prefix); null otherwise. */
  link: z.nullable(z.string()),
});

export const notice = z.object({ id: z.int(), content: z.string(), time: z.string() });

export const announcementsCall = defineCall({
  method: 'GET',
  path: '/wps/relay/announcements',
  // Works for visitors; with a valid token a player's popups (A, F) come instead of the visitors' (B), and
  // an agent gets none. Only popups within their validity dates are answered.
  auth: 'optional',
  query: z.object({
    types: z._default(commaList(ANNOUNCEMENT_TYPES), ['B', 'PL', 'PU', 'PR', 'H']),
    platform: z._default(z.literal('W'), 'W'),
    /** Narrows the popups to these executions (those the caller may see at all). */
    execution: z.optional(commaList(POPUP_EXECUTIONS)),
    language: z.optional(platformLanguage),
  }),
  /** Only the keys of the requested types are present. */
  value: z.object({
    banners: z.optional(z.partialRecord(bannerGroup, z.array(banner))),
    player: z.optional(z.array(announcement)),
    popup: z.optional(z.array(popup)),
    promotion: z.optional(z.array(announcement)),
    notice: z.optional(z.array(notice)),
  }),
});

export const noticeListCall = defineCall({
  method: 'GET',
  path: '/wps/relay/noticeList',
  auth: false,
  query: z.object({
    language: z.optional(platformLanguage),
    pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), NOTICE_PAGE_SIZE),
  }),
  value: z.object({
    list: z.array(notice),
    pageNo: z.int(),
    pageSize: z.int(),
    totalCount: z.int(),
    totalPages: z.int(),
  }),
});

export const helpCenterCall = defineCall({
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: false,
  query: z.object({ lang: z.optional(platformLanguage), device: z._default(z.enum(['WEB', 'MOBILE']), 'WEB') }),
  value: z.object({
    sections: z.array(
      z.object({
        /** Hash id of the section on /help (terms, privacy, responsible-gaming, faq …). */
        code: z.string(),
        title: z.string(),
        /** Untrusted HTML: sanitise before rendering. */
        content: z.string(),
      }),
    ),
  }),
});
