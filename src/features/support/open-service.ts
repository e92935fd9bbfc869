/**
 * How a customer-service link opens: live chat in a window of its own beside the game, the
 * messengers (Telegram, Facebook, Viber) as ordinary links, which their apps pick up.
 */
import type { ServiceLink } from './service-links';

/** Size of the live-chat window: a phone-sized chat beside the portal. */
const LIVECHAT_FEATURES = 'popup,width=420,height=640';

/** Target and rel for the link's markup, so it also works before (or without) any script. */
export function linkAttributes(link: ServiceLink): { target?: string; rel?: string } {
  // tg:// and viber:// hand over to the app; a new tab would stay blank behind it.
  return /^https?:/i.test(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/**
 * Click handler: opens live chat in its own window and cuts the window's way back to the portal. When the
 * browser blocks the window, the link's own new-tab behaviour takes over.
 */
export function openServiceLink(link: ServiceLink, event: { preventDefault(): void }, win: Window = window): void {
  if (link.type !== 'LIVECHAT') return;
  const chat = win.open(link.url, 'livechat', LIVECHAT_FEATURES);
  if (!chat) return;
  chat.opener = null;
  event.preventDefault();
}
