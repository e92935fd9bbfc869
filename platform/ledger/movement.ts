/** What a money movement is made of: the input of post.ts, which post-statement.ts turns into SQL. */
import type { MovementKind } from './movement-kinds';

export interface Posting {
  accountId: number;
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
}

export interface NewTransaction {
  merchantCode: string;
  /** What the movement is (movement-kinds.ts says what each kind means to checks, records and reports). */
  kind: MovementKind;
  /** The member the movement is about, shown in their account record. */
  memberId?: number | null;
  /** The business object behind it (deposit id, withdrawal id, bet round …). */
  reference?: string | null;
  memo?: string | null;
  postings: Posting[];
  at: Date;
}
