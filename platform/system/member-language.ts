/** Keeping a member's chosen language on their member row (a visitor's has nothing to be kept on). */
import type { Database } from '../db/database';

export async function storeMemberLanguage(db: Database, memberId: number, language: string): Promise<void> {
  await db.query('UPDATE members SET language = $1 WHERE id = $2', [language, memberId]);
}
