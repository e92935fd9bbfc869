// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BYTES } from '../../../src/api/calls/money/withdrawals';
import { readProofImage } from '../../../src/features/money/stores/proof-image';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('proof image', () => {
  it('reads a png as base64 without a data: prefix', async () => {
    expect(await readProofImage(new Blob([png], { type: 'image/png' }))).toEqual({
      ok: true,
      base64: Buffer.from(png).toString('base64'),
    });
  });

  it('refuses a missing file, another type, a renamed file and one above 5 MB', async () => {
    expect(await readProofImage(null)).toEqual({ ok: false, errorKey: 'money.withdrawals.proofRequired' });
    expect(await readProofImage(new Blob(['GIF89a'], { type: 'image/gif' }))).toEqual({
      ok: false,
      errorKey: 'money.withdrawals.proofType',
    });
    expect(await readProofImage(new Blob(['not an image'], { type: 'image/jpeg' }))).toEqual({
      ok: false,
      errorKey: 'money.withdrawals.proofType',
    });
    const big = new Blob([png, new Uint8Array(MAX_PROOF_BYTES)], { type: 'image/png' });
    expect(await readProofImage(big)).toEqual({ ok: false, errorKey: 'money.withdrawals.proofTooLarge' });
  });
});
