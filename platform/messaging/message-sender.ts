/**
 * How the platform reaches a person: SMS codes and password-reset mails. No gateway is reachable from a
 * development machine or CI, so the default sender writes every message to the `outbox` table, which
 * operators and tests read through GET /admin/outbox. A real SMS or mail gateway implements this interface
 * and is passed to the platform instead.
 */
import type { Database } from '../db/database';

export interface OutgoingMessage {
  merchantCode: string;
  channel: 'sms' | 'email';
  /** E.164 mobile number (+8801712345678) or e-mail address. */
  to: string;
  subject: string;
  body: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export function outboxSender(db: Database, clock: () => Date): MessageSender {
  return {
    async send(message) {
      await db.query(
        'INSERT INTO outbox (merchant_code, channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [message.merchantCode, message.channel, message.to, message.subject, message.body, clock()],
      );
    },
  };
}
