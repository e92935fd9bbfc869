/**
 * Escaping for the HTML pages the platform renders itself (the game pages of platform/vendors/simulator): game
 * and vendor names come from the database and the back link from the client, so every value goes through this.
 * Backticks too, for old browsers that read them as attribute quotes.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`);
}
