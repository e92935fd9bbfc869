/**
 * How Telegram signs a login (core.telegram.org/widgets/login#checking-authorization): HMAC-SHA256 over the sorted
 * `key=value` lines, keyed with the SHA-256 of the bot token. The local Demo Telegram page stands where Telegram
 * does, so it signs here; the platform checks with @telegram-auth/server, never with this.
 */
import { createHash, createHmac } from 'node:crypto';

export type TelegramLoginData = Record<string, string | number>;

export function signTelegramLogin(botToken: string, fields: TelegramLoginData): TelegramLoginData {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', key).update(checkString).digest('hex') };
}

/** The widget's redirect form of the data: `#tgAuthResult=<base64url JSON>` after the return address. */
export const telegramResultFragment = (data: TelegramLoginData) =>
  `#tgAuthResult=${Buffer.from(JSON.stringify(data)).toString('base64url')}`;
