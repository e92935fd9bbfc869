/**
 * The slot's eleven symbols as the product's own drawings: small inline SVGs (no image request, no emoji, which
 * every phone draws its own way), painted with the site's theme colours (daisyUI's CSS custom properties), so
 * each merchant's reels wear its palette. Each drawing is an image named for screen readers by `label`
 * (studio.symbols.<symbol>). The card ranks are drawn letters, the same in every language, as on real reels.
 */
import type { ReactNode } from 'react';
import type { SlotSymbol } from '../../../api/calls/studio/slot-paytable';

const INK = 'var(--color-base-content)';
const GOLD = 'var(--color-warning)';
const RED = 'var(--color-error)';
const GREEN = 'var(--color-success)';

/** A card rank: a thick drawn letter in `colour`. */
const rank = (d: string, colour: string): ReactNode => (
  <path d={d} fill="none" stroke={colour} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
);

const ART: Record<SlotSymbol, ReactNode> = {
  wild: (
    <>
      <rect x="5" y="5" width="38" height="38" rx="9" fill="var(--color-primary)" />
      <path
        d="M24 9l3.6 9.4L37 15l-5.4 8.6L40 29l-9.8 1.2L28 40l-4-8.8L20 40l-2.2-9.8L8 29l8.4-5.4L11 15l9.4 3.4z"
        fill="var(--color-primary-content)"
      />
    </>
  ),
  scatter: (
    <path
      d="M24 4l5.9 12.6 13.7 1.7-10.1 9.4 2.6 13.6L24 34.6l-12.1 6.7 2.6-13.6L4.4 18.3l13.7-1.7z"
      fill={GOLD}
      stroke={INK}
      strokeOpacity="0.35"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  seven: rank('M12 11h24L21 39', RED),
  crown: (
    <>
      <path d="M8 33L6 14l10 8 8-13 8 13 10-8-2 19z" fill={GOLD} stroke={INK} strokeOpacity="0.35" strokeWidth="2" />
      <rect x="8" y="35" width="32" height="6" rx="2" fill={GOLD} />
      <circle cx="24" cy="26" r="3" fill={RED} />
    </>
  ),
  bell: (
    <>
      <path
        d="M24 7c-8 0-12 6-12 14v8l-5 6h34l-5-6v-8c0-8-4-14-12-14z"
        fill={GOLD}
        stroke={INK}
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="39" r="4" fill={INK} fillOpacity="0.6" />
    </>
  ),
  melon: (
    <>
      <path d="M5 18h38a19 19 0 01-38 0z" fill={GREEN} />
      <path d="M10 18h28a14 14 0 01-28 0z" fill={RED} />
      <g fill={INK} fillOpacity="0.7">
        <ellipse cx="18" cy="24" rx="1.4" ry="2.2" />
        <ellipse cx="24" cy="27" rx="1.4" ry="2.2" />
        <ellipse cx="30" cy="24" rx="1.4" ry="2.2" />
      </g>
    </>
  ),
  grape: (
    <>
      <path d="M24 12c2-4 6-6 10-5-1 4-5 6-10 5z" fill={GREEN} />
      <g fill="var(--color-secondary)" stroke={INK} strokeOpacity="0.3" strokeWidth="1.5">
        <circle cx="17" cy="17" r="5.5" />
        <circle cx="28" cy="17" r="5.5" />
        <circle cx="22.5" cy="26" r="5.5" />
        <circle cx="33" cy="26" r="5" />
        <circle cx="13" cy="26" r="5" />
        <circle cx="18" cy="35" r="5" />
        <circle cx="28" cy="35" r="5" />
        <circle cx="23" cy="42" r="4" />
      </g>
    </>
  ),
  cherry: (
    <>
      <path d="M16 30C18 20 22 12 32 6M34 31C32 22 32 14 32 6" fill="none" stroke={GREEN} strokeWidth="2.5" />
      <path d="M32 6c4 0 8 2 9 6-4 1-8-1-9-6z" fill={GREEN} />
      <circle cx="15" cy="35" r="8" fill={RED} />
      <circle cx="34" cy="35" r="8" fill={RED} />
      <circle cx="12" cy="32" r="2" fill="#fff" fillOpacity="0.6" />
      <circle cx="31" cy="32" r="2" fill="#fff" fillOpacity="0.6" />
    </>
  ),
  ace: rank('M13 40L24 9l11 31M17.5 29h13', 'var(--color-info)'),
  king: rank('M15 9v31M34 9L15 27M21 22l13 18', 'var(--color-accent)'),
  queen: (
    <>
      {rank('M24 9a13 14 0 110 28 13 14 0 010-28z', 'var(--color-secondary)')}
      {rank('M27 31l9 9', 'var(--color-secondary)')}
    </>
  ),
};

export function SlotSymbolArt({ symbol, label, className }: { symbol: SlotSymbol; label: string; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" role="img" aria-label={label} className={className} data-symbol={symbol}>
      {ART[symbol]}
    </svg>
  );
}
