/** Storing what the feedback form sends: one row per message, with the sender's address and, if signed in, member. */
import type { Database } from '../db/database';

export interface NewFeedback {
  merchantCode: string;
  /** null: sent by a visitor. */
  memberId: number | null;
  sender: string;
  type: number;
  content: string;
  ip: string;
  at: Date;
}

export async function storeFeedback(db: Database, feedback: NewFeedback): Promise<void> {
  await db.query(
    `INSERT INTO feedback (merchant_code, member_id, sender, type, content, ip, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      feedback.merchantCode,
      feedback.memberId,
      feedback.sender,
      feedback.type,
      feedback.content,
      feedback.ip,
      feedback.at,
    ],
  );
}
