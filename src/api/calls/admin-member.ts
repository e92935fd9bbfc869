/**
 * The operator's member page (console "Find a member", and every member name in the console's tables): one
 * member of a merchant as the operator needs them for a question or a decision: profile, wallet balances, the
 * newest ledger entries, bets, payout bindings and sign-ins (with the address), the responsible-gaming break that
 * runs, and the operators' notes, which are append-only (each one is in the audit log too).
 * The member is named in the query (not the path): the operator's permission table and the API's call list key on
 * fixed paths.
 */
import { z } from 'zod/mini';
import { merchantStyle } from './admin-history';
import { defineCall } from './define-call';
import { kycState } from './kyc/kyc';
import { exclusion } from './responsible-gaming/exclusion';
import { limit } from './responsible-gaming/limits';

/** Rows of each recent list the page shows (ledger entries, bets, sign-ins). */
export const MEMBER_PAGE_RECENT = 20;
/** Longest note: a few sentences an operator writes down, not a document. */
export const MEMBER_NOTE_MAX = 1_000;

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));
const username = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

export const memberNote = z.object({ id: z.int(), at: z.string(), author: z.string(), text: z.string() });
export type MemberNote = z.infer<typeof memberNote>;

export const memberProfile = z.object({
  id: z.int(),
  username: z.string(),
  nickname: z.string(),
  /** player, agent, trial or staff (the merchant's user types). */
  type: z.enum(['player', 'agent', 'trial', 'staff']),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  payeeName: z.nullable(z.string()),
  upline: z.nullable(z.string()),
  language: z.nullable(z.string()),
  disabled: z.boolean(),
  passwordExpired: z.boolean(),
  registeredAt: z.string(),
  firstLoginAt: z.nullable(z.string()),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const memberSignIn = z.object({ at: z.string(), ip: z.string(), device: z.string() });

export const memberMoney = z.object({
  /** Per wallet: '' is the main wallet, else the vendor's. */
  balances: z.array(z.object({ vendor: z.string(), balance: z.int() })),
  ledger: z.array(
    z.object({
      id: z.int(),
      at: z.string(),
      kind: z.string(),
      amount: z.int(),
      balanceAfter: z.int(),
      reference: z.nullable(z.string()),
      vendor: z.string(),
    }),
  ),
  bindings: z.array(
    z.object({
      methodCode: z.string(),
      methodName: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
      confirmedAt: z.string(),
    }),
  ),
});
export type MemberMoney = z.infer<typeof memberMoney>;

export const memberBet = z.object({
  id: z.int(),
  placedAt: z.string(),
  vendor: z.string(),
  game: z.string(),
  stake: z.int(),
  win: z.int(),
  status: z.string(),
});
export type MemberBet = z.infer<typeof memberBet>;

export const adminMemberCall = defineCall({
  method: 'GET',
  path: '/admin/members',
  auth: false,
  query: z.object({ merchantCode, username }),
  value: z.object({
    profile: memberProfile,
    money: memberMoney,
    bets: z.array(memberBet),
    signIns: z.array(memberSignIn),
    /**
     * The time-out or self-exclusion that runs now (or null), the limits the member set (one per slot, with a change
     * waiting and what is used of each) and their identity check.
     */
    responsibleGaming: z.object({
      exclusion: z.nullable(exclusion),
      limits: z.array(limit),
      identityCheck: z.pick(kycState, { status: true, reason: true, submittedAt: true, decidedAt: true }),
    }),
    /** Newest first. */
    notes: z.array(memberNote),
    style: merchantStyle,
  }),
});

/** Adds an operator's note to the member (append-only: no call edits or removes one); audited. */
export const adminMemberNoteCall = defineCall({
  method: 'POST',
  path: '/admin/members/notes',
  auth: false,
  body: z.strictObject({
    merchantCode,
    username,
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(MEMBER_NOTE_MAX)),
  }),
  value: memberNote,
});
