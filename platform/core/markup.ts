/**
 * Escaping for the HTML pages and SVG pictures the platform renders itself (the vendor simulator's game pages, the
 * table chat, generated artwork): game and vendor names come from the database and the back link from the client,
 * so every value goes through this. Backticks too, for old browsers that read them as attribute quotes.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** For SVG text and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
