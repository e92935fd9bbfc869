import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { createSubmission, newIdempotencyKey } from '../../../src/features/money/stores/submission';

const lost = () => new ApiError({ code: 'network_error', reason: 'network_error', call: 'POST x' });
const refused = () => new ApiError({ code: 'insufficient_balance', reason: 'platform', status: 400, call: 'POST x' });

/** A call that records its key and fails with `error`. */
const failing = (keys: string[], error: () => Error) => async (key: string) => {
  keys.push(key);
  throw error();
};

describe('money submissions and their idempotency keys', () => {
  it('makes keys the API accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('reuses the key when the same details are sent again after a lost answer', async () => {
    const submission = createSubmission();
    const keys: string[] = [];
    await expect(submission.send({ amount: 100 }, failing(keys, lost))).rejects.toThrow();
    await submission.send({ amount: 100 }, async (key) => keys.push(key));
    expect(keys[1]).toBe(keys[0]);
  });

  it('takes a new key after a success, a refusal, or changed details', async () => {
    const submission = createSubmission();
    const keys: string[] = [];
    const record = async (key: string) => keys.push(key);
    await submission.send({ amount: 100 }, record);
    await submission.send({ amount: 100 }, record); // a second, separate movement
    await expect(submission.send({ amount: 100 }, failing(keys, refused))).rejects.toThrow();
    await submission.send({ amount: 100 }, record);
    await expect(submission.send({ amount: 100 }, failing(keys, lost))).rejects.toThrow();
    await submission.send({ amount: 200 }, record); // the player changed the amount
    expect(new Set(keys).size).toBe(keys.length);
  });
});
