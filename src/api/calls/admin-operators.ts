/**
 * Operators as people: the console's sign-in with username, password and a TOTP code, the operator
 * accounts an admin manages, and the append-only audit log of every operator action and setting change. Like the
 * rest of /admin these answer only on the operator host (platform/admin). The admin token still works for
 * automation; it acts as the actor `api-token`.
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';

export const OPERATOR_ROLES = ['reviewer', 'finance', 'marketing', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What an operator may do; each role holds some (platform/admin/operator-roles.ts). */
export const OPERATOR_PERMISSIONS = [
  /** Read the review queues (deposits, withdrawals, cases, applications, held rounds). */
  'queues',
  /** Approve or reject deposits, withdrawals, applications and redemptions. */
  'review',
  /** Pay withdrawals, settle cases, rounds, rebates and contracts, end contracts, refund, adjust balances, check the ledger. */
  'pay',
  /** Promotions, red envelopes, messages to members and the merchant's analytics tag. */
  'marketing',
  /** The merchants' settings, members' account switches and the outbox. */
  'settings',
  /** Operator accounts and the audit log. */
  'operators',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const operatorUsername = z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9._-]{3,32}$/));
/** At least 10 characters: an operator moves money; the second factor does not excuse a short password. */
export const operatorPassword = z.string().check(z.minLength(10), z.maxLength(128));
/** The authenticator's six digits, or one of the operator's recovery codes (`xxxxx-xxxxx`, case and dash aside). */
const signInCode = z.string().check(z.trim(), z.regex(/^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/));

/** Merchant codes (SHAPLA_BD) whose content an operator may edit in the marketing CMS; null: every merchant. */
const merchantScope = z.nullable(
  z.array(z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/))).check(z.minLength(1), z.maxLength(50)),
);

const whoAmI = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  merchants: merchantScope,
});

/** The page asks on load who is signed in on this browser (null when nobody is). */
export const operatorSessionCall = defineCall({
  method: 'GET',
  path: '/admin/session',
  auth: false,
  value: z.object({ expiresAt: z.nullable(z.string()), operator: z.nullable(whoAmI) }),
});

/**
 * Signs an operator in: an HttpOnly session cookie comes back (platform/admin/operator-session.ts). A recovery code
 * in place of the authenticator's code signs in once.
 */
export const operatorSignInCall = defineCall({
  method: 'POST',
  path: '/admin/session',
  auth: false,
  body: z.strictObject({ username: operatorUsername, password: z.string().check(z.maxLength(128)), code: signInCode }),
  value: z.object({ expiresAt: z.string(), operator: whoAmI }),
});

export const operatorSignOutCall = defineCall({
  method: 'DELETE',
  path: '/admin/session',
  auth: false,
  value: z.null(),
});

export const operator = z.object({
  id: z.int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** The merchants whose content they may edit (null: every merchant; admins are always unscoped). */
  merchants: merchantScope,
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Operator = z.infer<typeof operator>;

/** A new (or reset) operator's TOTP enrolment and recovery codes: shown once, as a QR code and as text, never again. */
const enrolment = z.object({
  operator,
  totpSecret: z.string(),
  /** otpauth:// URI an authenticator app reads. */
  totpUri: z.string(),
  /** The same URI as a QR code image (data: URL, SVG). */
  totpQr: z.string(),
  /** Ten codes (`xxxxx-xxxxx`), each signing in once in place of the authenticator's code; a reset replaces them. */
  recoveryCodes: z.array(z.string()),
});

export const operatorsCall = defineCall({
  method: 'GET',
  path: '/admin/operators',
  auth: false,
  value: z.array(operator),
});

export const createOperatorCall = defineCall({
  method: 'POST',
  path: '/admin/operators',
  auth: false,
  body: z.strictObject({
    username: operatorUsername,
    password: operatorPassword,
    role: z.enum(OPERATOR_ROLES),
    merchants: z.optional(merchantScope),
  }),
  value: enrolment,
});

/**
 * Changes an operator's role or merchant scope (null: every merchant; an admin has none, and becoming one clears it),
 * or disables / enables the account (disabling ends its sessions).
 */
export const updateOperatorCall = defineCall({
  method: 'POST',
  path: '/admin/operators/update',
  auth: false,
  body: z.strictObject({
    username: operatorUsername,
    role: z.optional(z.enum(OPERATOR_ROLES)),
    merchants: z.optional(merchantScope),
    disabled: z.optional(z.boolean()),
  }),
  value: operator,
});

/** A new password and a new second factor for an operator who lost theirs; ends the operator's sessions. */
export const resetOperatorCall = defineCall({
  method: 'POST',
  path: '/admin/operators/reset',
  auth: false,
  body: z.strictObject({ username: operatorUsername, password: operatorPassword }),
  value: enrolment,
});

export const auditEntry = z.object({
  id: z.int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  merchantCode: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A calendar day (yyyy-mm-dd) that exists: 2026-02-30 is refused. */
const day = z.iso.date();

/** The audit log, newest first, filtered by actor, action and days (UTC, both inclusive), 50 a page. */
export const auditLogCall = defineCall({
  method: 'GET',
  path: '/admin/audit',
  auth: false,
  query: z.object({
    actor: z.optional(z.string().check(z.maxLength(40))),
    action: z.optional(z.string().check(z.maxLength(60))),
    from: z.optional(day),
    to: z.optional(day),
    page: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000)), 1),
  }),
  value: z.object({ rows: z.array(auditEntry), page: z.int(), pages: z.int(), total: z.int() }),
});
