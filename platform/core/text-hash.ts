/**
 * A small, stable string hash (FNV-1a), not for security: generated artwork and demo rows pick their colours and
 * shapes from an id with it, so the same id always draws the same picture.
 */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
