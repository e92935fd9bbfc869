/**
 * The subject of the mail that carries an e-mail binding code, in the five site languages; its body is the
 * verification-code text every code message uses (messaging/templates.ts).
 */
import type { Context } from 'hono';
import { type CodeTextLanguage, inLanguage } from '../../src/i18n/languages';
import type { Merchant } from '../merchants/merchants';
import { messageLanguage, textsFor } from '../messaging/language';

const MAIL_SUBJECT: Record<CodeTextLanguage, (brand: string) => string> = {
  en: (brand) => `${brand}: confirm your e-mail address`,
  bn: (brand) => `${brand}: আপনার ই-মেইল ঠিকানা নিশ্চিত করুন`,
  zh: (brand) => `${brand}：请确认您的邮箱地址`,
  my: (brand) => `${brand}: သင်၏ အီးမေးလ်လိပ်စာကို အတည်ပြုပါ`,
  ur: (brand) => `${brand}: اپنے ای میل پتے کی تصدیق کریں`,
};

export function bindingMessage(
  c: Context,
  merchant: Merchant,
  channel: 'sms' | 'email',
  code: string,
  minutes: number,
): { subject: string; body: string } {
  const brand = merchant.tenant.name;
  return {
    // SMS have no subject line; the outbox keeps the one every SMS code carries.
    subject: channel === 'email' ? inLanguage(MAIL_SUBJECT, messageLanguage(c, merchant))(brand) : 'verification code',
    body: textsFor(c, merchant).smsCode(code, minutes, brand),
  };
}
