/** The marquee's lines from the announcements answer (types=H), read defensively, and its pace. */
import { htmlToText } from '../html-text';

/** Notices as one-line text, newest first (their index is their place in the notice view). */
export function marqueeLines(value: unknown): string[] {
  const notices = (value as { notice?: unknown } | null)?.notice;
  if (!Array.isArray(notices)) return [];
  return notices
    .map((notice) => (typeof notice?.content === 'string' ? htmlToText(notice.content) : ''))
    .filter((text) => text !== '');
}

/** Roughly 7 characters a second whatever the number of notices, never a loop shorter than 20 s. */
export function marqueeSeconds(lines: string[]): number {
  const characters = lines.reduce((sum, line) => sum + line.length, 0);
  return Math.max(20, Math.round(characters / 7));
}
