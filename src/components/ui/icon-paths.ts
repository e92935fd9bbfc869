/**
 * Inline SVG icons (24×24, stroke based) so the shell needs no icon font or sprite request.
 * Each entry is the inner markup of the <svg>.
 */
export const ICONS = {
  home: '<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10"/>',
  star: '<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"/>',
  slots: '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M8 4v16M16 4v16M5 12h1M11 12h2M18 12h1"/>',
  live: '<circle cx="12" cy="12" r="3"/><path d="M6.3 6.3a8 8 0 000 11.4M17.7 6.3a8 8 0 010 11.4"/>',
  fish: '<path d="M3 12c3-5 10-6 14-2l4-3v10l-4-3c-4 4-11 3-14-2z"/><circle cx="8" cy="11" r="1"/>',
  cards: '<rect x="4" y="3" width="11" height="16" rx="2"/><path d="M15 6l4 1.2-3.4 13.3-6.3-1.6"/>',
  sports:
    '<circle cx="12" cy="12" r="9"/><path d="M12 7l4 3-1.5 5h-5L8 10zM12 3v4M21 12l-5-2M3 12l5-2M7 20l2.5-5M17 20l-2.5-5"/>',
  esports: '<rect x="2" y="7" width="20" height="11" rx="5"/><path d="M7 11v3M5.5 12.5h3M15 12h.01M18 13h.01"/>',
  cockfight: '<path d="M6 20l2-5c-3-1-4-4-3-7 2 1 4 1 5-1 1 2 3 3 5 2l3-3 1 4-3 3c1 3-1 6-4 7l1 3"/>',
  lottery: '<circle cx="8" cy="8" r="4"/><circle cx="16" cy="16" r="4"/><path d="M8 6v4M16 14v4"/>',
  bingo: '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M3 9h18M3 15h18M9 3v18M15 3v18"/>',
  gift: '<rect x="3" y="8" width="18" height="13" rx="1"/><path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1"/>',
  download: '<path d="M12 3v12M7 10l5 5 5-5M4 19h16"/>',
  chat: '<path d="M4 5h16v11H9l-5 4z"/>',
  telegram: '<path d="M21 4L3 11l6 2 2 6 3-4 5 4z M9 13l8-6"/>',
  facebook: '<path d="M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 01.5-.5z"/>',
  viber: '<path d="M5 4h11a4 4 0 014 4v6a4 4 0 01-4 4h-5l-4 3v-3H5a2 2 0 01-2-2V6a2 2 0 012-2z M9 8c0 3 2 5 5 5"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
  twitter: '<path d="M4 4l16 16M20 4L4 20"/>',
  whatsapp: '<path d="M4 20l1.4-4A8 8 0 1112 20a8 8 0 01-4-1z M9 9c0 3 3 6 6 6"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  collapse: '<path d="M15 6l-6 6 6 6"/>',
  'arrow-up': '<path d="M12 19V5M5 12l7-7 7 7"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  help: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9a2.5 2.5 0 115 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01"/>',
  shield: '<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4 4-6 8-6s7 2 8 6"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  handshake: '<path d="M3 12l4-4 5 2 5-2 4 4-6 6-3-2-3 2z"/>',
  // Filled in its own colours (red paper, gold seal), like the envelope it opens: it sits on a gold button.
  'red-envelope':
    '<rect x="4" y="1.5" width="16" height="21" rx="2.5" fill="#c8102e" stroke="#8f0b20" stroke-width="1.2"/><path d="M4.6 4.5Q12 12 19.4 4.5" stroke="#8f0b20" stroke-width="1.4"/><circle cx="12" cy="9.5" r="3.2" fill="#f4c430" stroke="#b8860b" stroke-width="1"/><rect x="10.9" y="8.4" width="2.2" height="2.2" fill="#8f0b20" stroke="none"/>',
  qr: '<rect x="4" y="4" width="6" height="6"/><rect x="14" y="4" width="6" height="6"/><rect x="4" y="14" width="6" height="6"/><path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2"/>',
} as const;

export type IconName = keyof typeof ICONS;
