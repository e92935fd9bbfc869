/**
 * One font stylesheet per script, linked only from pages in that language, so a Bangla page never
 * downloads the Urdu or Chinese fonts. Latin pages use the system font.
 */
import type { LanguageCode } from '../i18n/languages';
import bn from '../styles/fonts/bn.css?url';
import my from '../styles/fonts/my.css?url';
import ur from '../styles/fonts/ur.css?url';
import zh from '../styles/fonts/zh.css?url';

export const FONT_STYLESHEETS: Partial<Record<LanguageCode, string>> = { bn, my, ur, zh };
