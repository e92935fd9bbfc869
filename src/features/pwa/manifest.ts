/**
 * The web app manifest of one merchant in one language, from its tenant file: what makes the site installable on
 * a phone (name, colours, icons) and what the installed app opens.
 *
 * One manifest per language (/manifest.webmanifest, /<code>/manifest.webmanifest), linked from that language's
 * pages: the installed app starts in the language it was installed from, with that language's direction and
 * description. They share one `id` and the whole site as `scope`, so installing from two languages is one app, and
 * switching language inside it never leaves the app's window.
 */
import type { Tenant } from '../../config/tenant-schema';
import { type LanguageCode, languageInfo } from '../../i18n/languages';

/** Where the build writes the icons it draws from the merchant's square mark (scripts/lib/pwa-icons.ts). */
export const PWA_ICONS = [
  { file: 'pwa/icon-192.png', size: 192, purpose: 'any' },
  { file: 'pwa/icon-512.png', size: 512, purpose: 'any' },
  { file: 'pwa/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
/** The home-screen icon iOS takes from <link rel="apple-touch-icon"> (it reads no manifest icons). */
export const APPLE_TOUCH_ICON = { file: 'pwa/apple-touch-icon.png', size: 180 } as const;

/** The longest name a launcher shows under an icon without cutting it. */
const SHORT_NAME_MAX = 12;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Whether the build can draw the icons: the mark is a file under public/, not an address on another host. */
export function drawsIcons(tenant: Pick<Tenant, 'theme'>): boolean {
  return tenant.theme.favicon.startsWith('/');
}

/** The brand name, or its first word when the whole name is too long for a launcher. */
export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= SHORT_NAME_MAX ? first : first.slice(0, SHORT_NAME_MAX);
}

/** The path of a language's manifest (the default language's at the root). */
export function manifestPath(tenant: Pick<Tenant, 'defaultLanguage'>, lang: LanguageCode): string {
  return lang === tenant.defaultLanguage ? '/manifest.webmanifest' : `/${lang}/manifest.webmanifest`;
}

function iconsOf(tenant: Pick<Tenant, 'theme'>): WebManifest['icons'] {
  if (!drawsIcons(tenant)) {
    // A mark on another host is not drawn at build time (the build does not fetch): offered as it is.
    const type = tenant.theme.favicon.endsWith('.svg') ? 'image/svg+xml' : '';
    return [{ src: tenant.theme.favicon, sizes: 'any', type, purpose: 'any' }];
  }
  return PWA_ICONS.map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  }));
}

/**
 * The manifest of `tenant` in `lang`. Its colours are the theme's: the bar colour is the page's theme-color (the
 * neutral colour, as PageHead.astro writes it) and the splash screen has the page's background (base-100).
 */
export function webManifest(
  tenant: Pick<Tenant, 'name' | 'defaultLanguage' | 'theme'>,
  lang: LanguageCode,
  description: string,
): WebManifest {
  const home = lang === tenant.defaultLanguage ? '/' : `/${lang}/`;
  return {
    id: '/',
    name: tenant.name,
    short_name: shortName(tenant.name),
    description,
    lang,
    dir: languageInfo(lang).dir,
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: tenant.theme.colors.neutral,
    background_color: tenant.theme.colors.base100,
    icons: iconsOf(tenant),
  };
}
