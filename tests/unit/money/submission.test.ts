import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import {
  createSubmission,
  formStatus,
  newIdempotencyKey,
  READY,
  refuseAttempt,
  runAttempt,
} from '../../../src/features/money/stores/submission';

const lost = () => new ApiError({ code: 'network_error', reason: 'network_error', call: 'POST x' });
const wrongPassword = () =>
  new ApiError({ code: 'payment_password_incorrect', reason: 'platform', status: 400, call: 'POST x' });
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

describe('form messages across attempts', () => {
  it('a new attempt takes every old message away, on its own form and the forms beside it', async () => {
    const $withdraw = formStatus();
    const $bind = formStatus();
    await runAttempt(
      $withdraw,
      () => Promise.reject(wrongPassword()),
      () => null,
    );
    expect($withdraw.get().errorKey).toBe('errors.payment_password_incorrect');
    const done = await runAttempt(
      $bind,
      () => Promise.resolve('bound'),
      () => ({ doneKey: 'money.bind.done' }),
    );
    expect(done).toBe('bound');
    expect($bind.get()).toMatchObject({ busy: false, errorKey: null, doneKey: 'money.bind.done' });
    expect($withdraw.get()).toEqual(READY);
  });

  it('the next success on the same form shows only its own outcome', async () => {
    const $status = formStatus();
    await runAttempt(
      $status,
      () => Promise.reject(wrongPassword()),
      () => null,
    );
    let during = $status.get();
    await runAttempt(
      $status,
      async () => {
        during = $status.get();
        return 1;
      },
      () => ({ doneKey: 'money.withdraw.submitted' }),
    );
    expect(during).toEqual({ ...READY, busy: true });
    expect($status.get()).toEqual({ ...READY, doneKey: 'money.withdraw.submitted' });
  });

  it('a refusal in the browser replaces the old messages; a form in flight keeps its state', async () => {
    const $other = formStatus();
    const $status = formStatus();
    refuseAttempt($other, 'money.password.format');
    let finish: (value: number) => void = () => undefined;
    const inFlight = runAttempt(
      $other,
      () => new Promise<number>((resolve) => (finish = resolve)),
      () => ({ doneKey: 'money.withdraw.submitted' }),
    );
    expect($other.get()).toEqual({ ...READY, busy: true });
    refuseAttempt($status, 'money.amountInput.empty');
    expect($status.get().errorKey).toBe('money.amountInput.empty');
    expect($other.get().busy).toBe(true);
    expect(
      await runAttempt(
        $other,
        async () => 2,
        () => null,
      ),
    ).toBeNull(); // no second attempt while one runs
    finish(1);
    await inFlight;
    expect($other.get().doneKey).toBe('money.withdraw.submitted');
  });
});
