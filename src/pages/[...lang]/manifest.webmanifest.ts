/**
 * The web app manifest of each language (/manifest.webmanifest, /<code>/manifest.webmanifest), written at build
 * time from the tenant file (src/features/pwa/manifest.ts); PageHead.astro links it from every page.
 */

import { tenant } from 'virtual:tenant';
import type { APIRoute } from 'astro';
import { webManifest } from '../../features/pwa/manifest';
import { languagePaths } from '../../i18n/paths';
import { getT } from '../../i18n/server';

export const getStaticPaths = languagePaths;

export const GET: APIRoute = ({ props }) => {
  const lang = props.lang as string;
  const country = tenant.countryName[lang] ?? tenant.countryName[tenant.defaultLanguage];
  const description = getT(lang)('shell.meta.description', { brand: tenant.name, country });
  return new Response(JSON.stringify(webManifest(tenant, lang, description)), {
    headers: { 'content-type': 'application/manifest+json' },
  });
};
