// @vitest-environment node
// Identity checks over HTTP, on PGlite and PostgreSQL: the documents each merchant asks for, bad files refused with
// their code and nothing kept, files encrypted at rest, the operator's review (roles, decrypted viewing, the minimum
// age, a rejection the player reads, audited) and the withdrawal gate: a withdrawal over the merchant's single or
// cumulative limit is refused with kyc_required until the identity is approved, and the money stays in the wallet.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { auditLogCall } from '../../../src/api/calls/admin-operators';
import {
  adminKycDecisionCall,
  adminKycDocumentCall,
  adminKycSubmissionsCall,
} from '../../../src/api/calls/kyc/admin-kyc';
import { kycStateCall, kycSubmitCall, MAX_KYC_DOCUMENT_BYTES } from '../../../src/api/calls/kyc/kyc';
import { bindPayoutAccountCall, setPaymentPasswordCall, withdrawCall } from '../../../src/api/calls/money/withdrawals';
import { balanceCall } from '../../../src/api/calls/wallet';
import { describeEachDatabase, MERCHANT, type NewPlayer, OTHER_MERCHANT, type TestPlatform } from '../harness';
import { documents, gif, jpeg, pdf, png, watchedUploads } from './kyc-documents';

const uploads = watchedUploads();
const BD_DOCUMENTS = ['id-front', 'id-back', 'selfie'] as const;
const key = () => randomBytes(12).toString('hex');

const submit = (p: TestPlatform, player: NewPlayer, body: ReturnType<typeof documents>, merchant = MERCHANT) =>
  p.call(kycSubmitCall, { token: player.token, merchant, body: { documents: body } });

const pendingOf = async (p: TestPlatform, headers: Record<string, string>, username: string) => {
  const list = await p.call(adminKycSubmissionsCall, { headers, query: { merchantCode: MERCHANT } });
  const found = list.value.find((submission) => submission.username === username);
  if (!found) throw new Error(`no pending submission of ${username}`);
  return found;
};

/** A player with `deposits` approved bKash deposits of 25,000 taka, a transaction password and a payout account. */
async function fundedPlayer(p: TestPlatform, deposits: number) {
  const player = await p.newPlayer({ prefix: 'kyc' });
  for (let i = 0; i < deposits; i += 1) await p.approvedDeposit(player, 2_500_000);
  await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '246810' } });
  const bound = await p.call(bindPayoutAccountCall, {
    token: player.token,
    body: { methodCode: 'bkash', accountNumber: '01711223344', accountName: 'Karim Uddin', paymentPassword: '246810' },
  });
  expect(bound.status).toBe(200);
  const withdraw = (amount: number) =>
    p.call(withdrawCall, {
      token: player.token,
      body: { payoutAccountId: bound.value.id, amount, paymentPassword: '246810', idempotencyKey: key() },
    });
  return { ...player, withdraw };
}

describeEachDatabase(
  'identity checks (KYC)',
  (platform) => {
    it("asks for each merchant's documents and says which withdrawals wait", async () => {
      const p = platform();
      const bd = await p.newPlayer({ prefix: 'kyc' });
      const state = await p.call(kycStateCall, { token: bd.token });
      expect(state.value).toEqual({
        status: 'not_submitted',
        reason: null,
        submittedAt: null,
        decidedAt: null,
        documents: [...BD_DOCUMENTS],
        maxDocumentBytes: MAX_KYC_DOCUMENT_BYTES,
        minimumAge: 18,
        withdrawals: { always: false, single: 2_000_000, cumulative: 5_000_000 },
      });
      const pk = await p.newPlayer({ prefix: 'kyc', merchant: OTHER_MERCHANT });
      const pkState = await p.call(kycStateCall, { token: pk.token, merchant: OTHER_MERCHANT });
      expect(pkState.value.documents).toEqual(['id-front', 'id-back', 'selfie', 'proof-of-address']);
      expect((await p.call(kycStateCall, {})).status).toBe(401);
    });

    it('refuses wrong types, oversized, empty and missing documents with their code, keeping nothing', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'kyc' });
      const before = uploads.files.size;
      const refusals = [
        [documents(BD_DOCUMENTS, { 'id-back': gif() }), 'kyc_document_type', { kind: 'id-back' }],
        // A PDF is a fine scan of a document, but the selfie must be a photo.
        [documents(BD_DOCUMENTS, { selfie: pdf() }), 'kyc_document_type', { kind: 'selfie' }],
        [
          documents(BD_DOCUMENTS, { 'id-front': jpeg(MAX_KYC_DOCUMENT_BYTES + 1) }),
          'kyc_document_too_large',
          { kind: 'id-front', maxBytes: MAX_KYC_DOCUMENT_BYTES },
        ],
        [documents(BD_DOCUMENTS, { selfie: Buffer.alloc(0) }), 'kyc_document_empty', { kind: 'selfie' }],
        [documents(['id-front', 'selfie']), 'kyc_document_missing', { kind: 'id-back' }],
        // Bangladesh asks for no proof of address; naming a document twice or sending text that is not base64 neither.
        [documents([...BD_DOCUMENTS, 'proof-of-address']), 'invalid_format', { field: 'proof-of-address' }],
        [[...documents(BD_DOCUMENTS), { kind: 'selfie', data: jpeg().toString('base64') }], 'invalid_format', {}],
        [[...documents(['id-front', 'id-back']), { kind: 'selfie', data: 'not base64!' }], 'invalid_format', {}],
      ] as const;
      for (const [body, code, value] of refusals) {
        const res = await submit(p, player, body as never);
        expect(res.status, code).toBe(400);
        expect(res.json).toMatchObject({ success: false, code, value });
      }
      expect(uploads.files.size).toBe(before);
      expect((await p.call(kycStateCall, { token: player.token })).value.status).toBe('not_submitted');
    });

    it('keeps the documents encrypted; a second submission at once is refused and leaves no file', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'kyc' });
      const before = uploads.files.size;
      const front = png();
      const [one, two] = await Promise.all([
        submit(p, player, documents(BD_DOCUMENTS, { 'id-front': front, 'id-back': pdf() })),
        submit(p, player, documents(BD_DOCUMENTS)),
      ]);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      expect([one, two].find((res) => res.status === 409)?.json.code).toBe('kyc_already_submitted');
      const mine = [...uploads.files.entries()].slice(before);
      expect(mine).toHaveLength(3);
      for (const [name, bytes] of mine) {
        expect(name).toMatch(/^kyc\/SHAPLA_BD\/\d+\/[0-9a-f-]+-(jpg|png|pdf)\.sealed$/);
        // Sealed: neither the file's signature nor its body appear in what is stored.
        expect(Buffer.from(bytes).includes(front.subarray(8, 64))).toBe(false);
        expect([0xff, 0x89, 0x25]).not.toContain(bytes[0]);
      }
      const state = (await p.call(kycStateCall, { token: player.token })).value;
      expect(state).toMatchObject({ status: 'pending', reason: null, decidedAt: null });
      expect((await submit(p, player, documents(BD_DOCUMENTS))).json.code).toBe('kyc_already_submitted');
    });

    it('shows documents only to roles that review, decrypted and never cached; the view is audited', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'kyc' });
      const front = png();
      expect((await submit(p, player, documents(BD_DOCUMENTS, { 'id-front': front }))).status).toBe(200);
      const reviewer = await p.operator('reviewer');
      const submission = await pendingOf(p, reviewer.headers, player.username);
      expect(submission.documents.map(({ kind, type }) => [kind, type])).toEqual([
        ['id-front', 'image/png'],
        ['id-back', 'image/jpeg'],
        ['selfie', 'image/jpeg'],
      ]);
      const query = { merchantCode: MERCHANT, submissionId: submission.id, kind: 'id-front' as const };
      const seen = await p.call(adminKycDocumentCall, { headers: reviewer.headers, query });
      expect(seen.status).toBe(200);
      expect(seen.value.type).toBe('image/png');
      expect(Buffer.from(seen.value.base64, 'base64').equals(front)).toBe(true);
      expect(seen.headers.get('cache-control')).toBe('no-store');

      for (const role of ['finance', 'marketing'] as const) {
        const { headers } = await p.operator(role);
        expect((await p.call(adminKycDocumentCall, { headers, query })).status, role).toBe(403);
        const list = await p.call(adminKycSubmissionsCall, { headers, query: { merchantCode: MERCHANT } });
        expect(list.status, role).toBe(403);
      }
      const page = { host: 'admin.localhost', 'x-operator-request': '1', 'sec-fetch-site': 'same-origin' };
      expect((await p.call(adminKycDocumentCall, { headers: page, query })).status).toBe(401);
      // Another merchant's submission is not found from this merchant's queue.
      const elsewhere = { ...query, merchantCode: OTHER_MERCHANT };
      expect((await p.call(adminKycDocumentCall, { headers: reviewer.headers, query: elsewhere })).status).toBe(404);

      const admin = await p.operator('admin');
      const log = await p.call(auditLogCall, { headers: admin.headers, query: { actor: reviewer.username } });
      expect(log.value.rows.map((row) => [row.action, row.target])).toContainEqual([
        'kyc.view-document',
        `kyc:${submission.id}`,
      ]);
    });

    it('approves at the minimum age only, rejects with a reason the player reads, and records who decided', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'kyc' });
      await submit(p, player, documents(BD_DOCUMENTS));
      const reviewer = await p.operator('reviewer');
      const first = await pendingOf(p, reviewer.headers, player.username);
      const decide = (body: Record<string, unknown>) =>
        p.call(adminKycDecisionCall, {
          headers: reviewer.headers,
          body: { merchantCode: MERCHANT, submissionId: first.id, ...body } as never,
        });
      const today = new Date();
      const yearsAgo = (years: number, days = 0) => {
        const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
        return date.toISOString().slice(0, 10);
      };
      expect((await decide({ decision: 'approve' })).json.code).toBe('input_empty');
      expect((await decide({ decision: 'approve', birthDate: '2001-02-30' })).json.code).toBe('invalid_format');
      const young = await decide({ decision: 'approve', birthDate: yearsAgo(18, 1) });
      expect(young.status).toBe(409);
      expect(young.json).toMatchObject({ code: 'kyc_under_age', value: { minimumAge: 18 } });
      expect((await decide({ decision: 'reject' })).json.code).toBe('input_empty');
      const rejected = await decide({ decision: 'reject', reason: 'under-age' });
      expect(rejected.value).toMatchObject({ status: 'rejected', reason: 'under-age', birthDate: null });
      expect(rejected.value.decidedBy).toBe(`operator:${reviewer.username}`);
      expect((await decide({ decision: 'approve', birthDate: yearsAgo(30) })).json.code).toBe(
        'request_already_handled',
      );
      expect((await p.call(kycStateCall, { token: player.token })).value).toMatchObject({
        status: 'rejected',
        reason: 'under-age',
      });

      // Rejected: the player may submit again, and the operator approves a birth date exactly 18 years ago.
      expect((await submit(p, player, documents(BD_DOCUMENTS))).status).toBe(200);
      const second = await pendingOf(p, reviewer.headers, player.username);
      const approved = await p.call(adminKycDecisionCall, {
        headers: reviewer.headers,
        body: { merchantCode: MERCHANT, submissionId: second.id, decision: 'approve', birthDate: yearsAgo(18) },
      });
      expect(approved.value).toMatchObject({ status: 'approved', reason: null, birthDate: yearsAgo(18) });
      expect((await p.call(kycStateCall, { token: player.token })).value).toMatchObject({
        status: 'approved',
        reason: null,
      });
      const admin = await p.operator('admin');
      const log = await p.call(auditLogCall, { headers: admin.headers, query: { actor: reviewer.username } });
      const decisions = log.value.rows.filter(
        (row) => row.action.startsWith('kyc.') && row.action !== 'kyc.view-document',
      );
      expect(decisions.map((row) => [row.action, row.reason, row.after])).toEqual([
        ['kyc.approve', null, { status: 'approved' }],
        ['kyc.reject', 'under-age', { status: 'rejected' }],
      ]);
    });

    it('a withdrawal over the single or cumulative limit waits for the identity check; approved, it goes', async () => {
      const p = platform();
      // Bangladesh: above 20,000 taka at once, or above 50,000 in paid and pending withdrawals.
      const player = await fundedPlayer(p, 3);
      const balance = async () => (await p.call(balanceCall, { token: player.token })).value.balance;
      const before = await balance();
      const over = await player.withdraw(2_000_001);
      expect(over.status).toBe(409);
      expect(over.json).toMatchObject({
        code: 'kyc_required',
        value: { rule: 'single', limit: 2_000_000, status: 'not_submitted' },
      });
      expect(await balance()).toBe(before);

      expect((await player.withdraw(2_000_000)).status).toBe(200);
      expect((await player.withdraw(2_000_000)).status).toBe(200);
      const cumulative = await player.withdraw(1_000_001);
      expect(cumulative.json).toMatchObject({
        code: 'kyc_required',
        value: { rule: 'cumulative', limit: 5_000_000, status: 'not_submitted' },
      });
      expect((await player.withdraw(1_000_000)).status).toBe(200);

      // Submitted but not approved yet: still waiting, and the value says so.
      await submit(p, player, documents(BD_DOCUMENTS));
      expect((await player.withdraw(100_000)).json).toMatchObject({
        code: 'kyc_required',
        value: { rule: 'cumulative', status: 'pending' },
      });
      const reviewer = await p.operator('reviewer');
      const submission = await pendingOf(p, reviewer.headers, player.username);
      await p.call(adminKycDecisionCall, {
        headers: reviewer.headers,
        body: { merchantCode: MERCHANT, submissionId: submission.id, decision: 'approve', birthDate: '1990-05-17' },
      });
      expect((await player.withdraw(2_000_001)).status).toBe(200);
    });
  },
  { uploads },
);
