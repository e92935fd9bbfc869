/**
 * Where a home banner leads (its url and linkageType). NONE: nowhere (a picture). URL: a site
 * path in the page's language, or an https page in a new tab. PROMOTION: the promotion's page. GAME: the
 * game page it names. Anything else (another scheme, a protocol-relative address) leads nowhere: banner
 * data is typed by an operator and never trusted with a script address.
 */
export interface BannerLinkInput {
  linkageType: string;
  linkageUrl: string | null;
}

export type BannerLink = { href: string; external: boolean } | null;

/** `/promotions` → `/ur/promotions/` on an Urdu page (prefix "/ur"), keeping any query or hash. */
function sitePath(path: string, langPrefix: string): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return `${langPrefix}${withSlash}${rest}`;
}

export function bannerLink({ linkageType, linkageUrl }: BannerLinkInput, langPrefix: string): BannerLink {
  const target = linkageUrl?.trim();
  if (!target || linkageType === 'NONE') return null;
  if (target.startsWith('/') && !target.startsWith('//'))
    return { href: sitePath(target, langPrefix), external: false };
  if (linkageType === 'URL' && /^https:\/\/[^/]/i.test(target)) return { href: target, external: true };
  return null;
}
