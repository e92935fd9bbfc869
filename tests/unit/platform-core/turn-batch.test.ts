// db/turn-batch.ts: the calls of one event-loop turn go out as one batch, in order, each answered with its own
// output; a failing batch fails each of its calls; later turns make batches of their own.
import { describe, expect, it } from 'vitest';
import { turnBatch } from '../../../platform/db/turn-batch';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('turnBatch', () => {
  it('answers the calls of one turn with one run, each with its own output', async () => {
    const runs: number[][] = [];
    const double = turnBatch(async (inputs: number[]) => {
      runs.push(inputs);
      return inputs.map((n) => n * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('sends the calls of a later turn in a batch of their own', async () => {
    const runs: number[][] = [];
    const same = turnBatch(async (inputs: number[]) => {
      runs.push(inputs);
      return inputs;
    });
    const first = same(1);
    await nextTurn();
    const second = same(2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(runs).toEqual([[1], [2]]);
  });

  it('splits a turn of more than `max` calls into batches of at most `max`', async () => {
    const runs: number[][] = [];
    const same = turnBatch(async (inputs: number[]) => {
      runs.push(inputs);
      return inputs;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(same))).toEqual([1, 2, 3, 4, 5]);
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every call of a failed batch, and only those', async () => {
    let turn = 0;
    const flaky = turnBatch(async (inputs: number[]) => {
      turn += 1;
      if (turn === 1) throw new Error('server gone');
      return inputs;
    });
    const failed = Promise.allSettled([flaky(1), flaky(2)]);
    await nextTurn();
    const later = flaky(3);
    const [a, b] = await failed;
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect(await later).toBe(3);
  });

  it('fails the batch when the run throws before it returns a promise', async () => {
    const broken = turnBatch((_inputs: number[]): Promise<number[]> => {
      throw new Error('bad input');
    });
    await expect(broken(1)).rejects.toThrow('bad input');
  });
});
