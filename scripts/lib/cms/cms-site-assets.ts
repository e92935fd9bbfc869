/**
 * The merchant's own look for the editor's preview, read from its built site (dist/<id>/): the stylesheets and
 * inline styles of a built promotion page (theme colours, Tailwind and daisyUI classes, the prose styles and the
 * @font-face rules of its scripts' fonts) as one stylesheet, with its url()s pointed at /admin/cms/<id>/site/…,
 * which serves the built site's fonts and pictures (and the public folder's, for a picture uploaded since the last
 * build) on the operator host, where the preview frame lives.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';

const SITE_FILES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** A file of the built site (or, not built yet, of the public folder) by its site path; only styles, fonts, pictures. */
export async function siteFile(
  roots: { dist: string; public: string },
  tenantId: string,
  sitePath: string,
): Promise<{ body: Buffer; type: string } | undefined> {
  const type = SITE_FILES[extname(sitePath).toLowerCase()];
  if (!type || sitePath.includes('..')) return undefined;
  for (const root of [resolve(roots.dist, tenantId), resolve(roots.public)]) {
    const file = resolve(root, `.${sitePath}`);
    if (file.startsWith(`${root}/`) && existsSync(file) && statSync(file).isFile()) {
      return { body: await readFile(file), type };
    }
  }
  return undefined;
}

/** A built promotion page of the merchant (its first), whose head carries the styles the detail page uses. */
function promotionPage(siteDir: string): string | undefined {
  const dir = join(siteDir, 'promotions');
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir).find((entry) => existsSync(join(dir, entry, 'index.html')));
  return name && join(dir, name, 'index.html');
}

/** The built promotion page's styles as one stylesheet for the preview frame ('' before the first build). */
export async function previewStylesheet(distDir: string, tenantId: string): Promise<string> {
  const siteDir = resolve(distDir, tenantId);
  const page = promotionPage(siteDir);
  if (!page) return '';
  const html = await readFile(page, 'utf8');
  const parts: string[] = [];
  for (const match of html.matchAll(/<link rel="stylesheet" href="(\/[^"]+\.css)"[^>]*>|<style>([\s\S]*?)<\/style>/g)) {
    if (match[2] !== undefined) {
      parts.push(match[2]);
      continue;
    }
    const file = resolve(siteDir, `.${match[1]}`);
    if (file.startsWith(`${siteDir}/`) && existsSync(file)) parts.push(await readFile(file, 'utf8'));
  }
  const prefix = `/admin/cms/${tenantId}/site/`;
  return parts.join('\n').replace(/url\((['"]?)\//g, `url($1${prefix}`);
}
