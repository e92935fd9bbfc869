/**
 * The CMS sees one merchant as a small repository of its own (one proxy URL per merchant), laid out the way Decap's
 * i18n "multiple_folders" structure reads it: `<collection>/<lang>/<name>.md` and `media/<file>`. This file maps
 * those paths onto the working tree (content/<merchant>/<lang>/<collection>/<name>.md and the site's public folder,
 * public/promotions/uploads/<merchant>/<file>) and refuses every other path, so no request reaches a file outside
 * the merchant's own content and pictures (another merchant's, the sources, "..").
 */
import { join } from 'node:path';
import type { ContentCollection } from '../../../src/features/content/check-content-file';

export const CMS_COLLECTIONS: readonly ContentCollection[] = ['promotions', 'help'];
/** Where an uploaded picture lives under the site's public folder: the site path prefix of the merchant's media. */
export const mediaSitePath = (tenantId: string) => `/promotions/uploads/${tenantId}`;

const ENTRY = /^(promotions|help)\/([a-z]{2,3})\/([a-z0-9][a-z0-9-]{0,79})\.md$/;
const MEDIA = /^media\/([a-z0-9][a-z0-9_-]{0,79}\.(png|jpe?g|webp|avif))$/;

export interface CmsRoots {
  /** The content folder the build reads (CONTENT_DIR or content/). */
  content: string;
  /** The site's public folder (PUBLIC_DIR or public/). */
  public: string;
}

export interface CmsTenant {
  id: string;
  languages: readonly string[];
}

export type CmsPath =
  | { kind: 'entry'; collection: ContentCollection; lang: string; name: string; file: string }
  | { kind: 'media'; name: string; file: string };

/** The working-tree file behind a CMS path of `tenant`, or undefined for a path the CMS may not touch. */
export function resolveCmsPath(tenant: CmsTenant, path: unknown, roots: CmsRoots): CmsPath | undefined {
  if (typeof path !== 'string') return undefined;
  const entry = ENTRY.exec(path);
  if (entry) {
    const [, collection, lang, name] = entry as unknown as [string, ContentCollection, string, string];
    if (!tenant.languages.includes(lang)) return undefined;
    return {
      kind: 'entry',
      collection,
      lang,
      name,
      file: join(roots.content, tenant.id, lang, collection, `${name}.md`),
    };
  }
  const media = MEDIA.exec(path.toLowerCase() === path ? path : '');
  if (media) {
    const name = media[1] as string;
    return { kind: 'media', name, file: join(roots.public, `.${mediaSitePath(tenant.id)}`, name) };
  }
  return undefined;
}

/** The CMS path of a content file (the inverse of resolveCmsPath for entries). */
export const entryCmsPath = (collection: ContentCollection, lang: string, name: string) =>
  `${collection}/${lang}/${name}.md`;
