/**
 * The language of a message to a person: the first of the request's Accept-Language (or the site's
 * `x-language` header, platform code BN/CN/EN/MY/UR) that the merchant offers; else the merchant default.
 */
import type { Context } from 'hono';
import { type LanguageCode, languageInfo } from '../../src/i18n/languages';
import type { Merchant } from '../merchants/merchants';
import { type MessageTexts, messageTexts } from './templates';

export function messageLanguage(c: Context, merchant: Merchant): LanguageCode {
  const offered = merchant.tenant.languages;
  const platformCode = c.req.header('x-language')?.toUpperCase();
  const byPlatform = offered.find((code) => languageInfo(code).platformCode === platformCode);
  if (byPlatform) return byPlatform;
  const accepted = (c.req.header('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().split('-')[0]?.toLowerCase());
  return offered.find((code) => accepted.includes(code)) ?? merchant.tenant.defaultLanguage;
}

export const textsFor = (c: Context, merchant: Merchant): MessageTexts =>
  messageTexts(messageLanguage(c, merchant), merchant.tenant.country);
