// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withdrawalAnswerCall, withdrawalsCall } from '../../../src/api/calls/money/withdrawals';
import { api } from '../../../src/api/default-client';
import { $answerStatus, answerWithdrawal } from '../../../src/features/money/stores/withdrawal-history';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

describe('answering a paid withdrawal', () => {
  afterEach(() => $answerStatus.set({}));

  it('sends received without an image and reloads the list', async () => {
    const call = vi.spyOn(api, 'call').mockImplementation((async (definition: unknown) => {
      if (definition === withdrawalsCall) return { rows: [], page: 1, pageSize: 10, total: 0 };
      return {};
    }) as never);
    expect(await answerWithdrawal(3, 'received')).toBe(true);
    expect(call).toHaveBeenCalledWith(withdrawalAnswerCall, { body: { withdrawalId: 3, answer: 'received' } });
    expect(call).toHaveBeenCalledWith(withdrawalsCall, expect.anything());
    expect($answerStatus.get()[3]?.doneKey).toBe('money.withdrawals.answered');
  });

  it('needs a png or jpg proof for not received, sent as base64', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ rows: [], page: 1, pageSize: 10, total: 0 } as never);
    expect(await answerWithdrawal(4, 'not_received', null)).toBe(false);
    expect($answerStatus.get()[4]?.errorKey).toBe('money.withdrawals.proofRequired');
    expect(call).not.toHaveBeenCalled();

    const proof = new File([jpeg], 'proof.jpg', { type: 'image/jpeg' });
    expect(await answerWithdrawal(4, 'not_received', proof)).toBe(true);
    expect(call).toHaveBeenCalledWith(withdrawalAnswerCall, {
      body: { withdrawalId: 4, answer: 'not_received', proofImage: Buffer.from(jpeg).toString('base64') },
    });
  });
});
