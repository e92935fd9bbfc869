/**
 * The operator's member page (src/api/calls/admin-member.ts): each part read through the door of the area that owns
 * it (accounts: profile and sign-ins; money: balances, ledger and bindings; bets; responsible-gaming: the break
 * that runs and the limits the member set; kyc: the identity check), and the notes this area keeps. Only the merchant named is searched, so another merchant's member is a
 * 404 like a name nobody has. A note is appended with its audit row in one transaction (auditedChange).
 */
import { adminMemberCall, adminMemberNoteCall } from '../../src/api/calls/admin-member';
import { memberForOperator } from '../accounts';
import { auditedChange } from '../admin';
import { recentBetsForOperator } from '../bets';
import { merchantStyleOf } from '../core/history-window';
import { memberIdByUsername } from '../core/member-by-username';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { identityCheckOf } from '../kyc';
import type { Merchant } from '../merchants/merchants';
import { memberMoneyForOperator } from '../money';
import { currentExclusion, limitsState } from '../responsible-gaming';
import { appendNote, notesOf } from './note-queries';

export function registerMemberDeskRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock, merchants } = deps;

  const merchantOf = (code: string): Merchant => {
    const merchant = merchants.byCode(code);
    if (!merchant) throw notFound(`unknown merchant ${code}`);
    return merchant;
  };
  const noMember = (username: string) => notFound(`no member ${username}`);

  router.route(adminMemberCall, async ({ query }) => {
    const merchant = merchantOf(query.merchantCode);
    const found = await memberForOperator(db, merchant, query.username);
    if (!found) throw noMember(query.username);
    const memberId = found.profile.id;
    const now = clock();
    const [money, bets, exclusion, limits, identityCheck, notes] = await Promise.all([
      memberMoneyForOperator(db, merchant, memberId, now),
      recentBetsForOperator(db, memberId, now),
      currentExclusion(db, memberId, now),
      limitsState(db, merchant, { id: memberId, sessionId: null }, now),
      identityCheckOf(db, merchant, memberId),
      notesOf(db, memberId),
    ]);
    return {
      profile: found.profile,
      money,
      bets,
      signIns: found.signIns,
      responsibleGaming: {
        exclusion,
        limits: limits.limits,
        identityCheck: {
          status: identityCheck.status,
          reason: identityCheck.reason,
          submittedAt: identityCheck.submittedAt,
          decidedAt: identityCheck.decidedAt,
        },
      },
      notes,
      style: merchantStyleOf(merchant),
    };
  });

  router.route(adminMemberNoteCall, async ({ body, c }) => {
    const merchant = merchantOf(body.merchantCode);
    const memberId = await memberIdByUsername(db, merchant.code, body.username);
    if (memberId === undefined) throw noMember(body.username);
    const now = clock();
    return auditedChange(db, c, now, async (tx) => {
      const note = await appendNote(tx, {
        merchantCode: merchant.code,
        memberId,
        author: c.get('operator').name,
        text: body.text,
        at: now,
      });
      return {
        value: note,
        audit: {
          action: 'member.note',
          target: `member:${memberId}`,
          merchantCode: merchant.code,
          after: { username: body.username, note: note.id, text: note.text },
        },
      };
    });
  });
}
