/**
 * The live chat's signed, expiring address (liveChatLaunchCall): the vendor's chat page for one member at one
 * table, `/lgw/vendor-sim/chat/<nodeId>?m=<member>&l=<lang>&e=<expires ms>&s=<signature>`. The signature is an
 * HMAC-SHA256 over the merchant, table, member, language and expiry, so the address cannot be changed to another
 * table or member, nor used after it expires. Its key is a secret of its own (deps.secrets.liveChatSecret, made on
 * first start and kept in platform_secrets): a chat signature never verifies as a wallet call, nor the reverse.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/i18n/languages';

export const CHAT_PATH_PREFIX = '/lgw/vendor-sim/chat';
export const CHAT_TTL_MS = 30 * 60 * 1000;

export interface ChatGrant {
  merchantCode: string;
  nodeId: number;
  memberId: number;
  language: LanguageCode;
  /** Epoch milliseconds. */
  expiresAt: number;
}

function sign(secret: string, grant: ChatGrant): string {
  const text = [grant.merchantCode, grant.nodeId, grant.memberId, grant.language, grant.expiresAt].join('.');
  return createHmac('sha256', secret).update(`live-chat-v1:${text}`).digest('base64url');
}

/** The chat page's path with its query for this grant, signed with `secret`. */
export function chatPath(secret: string, grant: ChatGrant): string {
  const query = new URLSearchParams({
    m: String(grant.memberId),
    l: grant.language,
    e: String(grant.expiresAt),
    s: sign(secret, grant),
  });
  return `${CHAT_PATH_PREFIX}/${grant.nodeId}?${query}`;
}

const DIGITS = /^\d{1,15}$/;

/** The grant an address carries when its signature holds for this merchant and it has not expired; else null. */
export function readChatGrant(
  secret: string,
  merchantCode: string,
  nodeIdText: string,
  query: Record<string, string | undefined>,
  now: Date,
): ChatGrant | null {
  const { m = '', l = '', e = '', s = '' } = query;
  if (!DIGITS.test(nodeIdText) || !DIGITS.test(m) || !DIGITS.test(e)) return null;
  if (!(LANGUAGE_CODES as readonly string[]).includes(l)) return null;
  const grant: ChatGrant = {
    merchantCode,
    nodeId: Number(nodeIdText),
    memberId: Number(m),
    language: l as LanguageCode,
    expiresAt: Number(e),
  };
  const expected = Buffer.from(sign(secret, grant));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return grant.expiresAt > now.getTime() ? grant : null;
}
