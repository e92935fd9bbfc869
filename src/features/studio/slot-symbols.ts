/**
 * How the slot's symbols look: a glyph each (no artwork to download), named for screen readers through
 * studio.symbols.<symbol>. The card ranks keep their letters in every language, as on real reels.
 */
import type { SlotSymbol } from '../../api/calls/studio/slot-paytable';

export const SYMBOL_GLYPHS: Record<SlotSymbol, string> = {
  wild: '🃏',
  scatter: '⭐',
  seven: '7',
  crown: '👑',
  bell: '🔔',
  melon: '🍉',
  grape: '🍇',
  cherry: '🍒',
  ace: 'A',
  king: 'K',
  queen: 'Q',
};
