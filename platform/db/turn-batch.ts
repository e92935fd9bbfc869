/**
 * Calls made during one turn of the event loop, answered by one statement: a hot read every request makes (the
 * session lookup) asked for by all the requests the same poll of the sockets delivered goes to the database once.
 *
 * Why: under load, each statement the platform sends wakes a server backend, and on a busy machine the writer then
 * waits for the CPU again (a profile of bench:money's wallet transfers spent more time in the socket writes to
 * PostgreSQL than in any JavaScript of the platform); fewer statements is less of that, and less parsing and
 * planning on both sides. The batch goes out in the turn's check phase (setImmediate), after the microtasks of
 * every request read in that turn: no timer, so no call waits longer than the turn it was made in. One call alone
 * goes out the same way, by itself.
 */
export type TurnBatch<I, O> = (input: I) => Promise<O>;

/**
 * `run` answers a batch of inputs in their order (one output per input). A batch that fails fails each of its
 * calls with the same error; at most `max` inputs go out in one batch (more start the next one).
 */
export function turnBatch<I, O>(run: (inputs: I[]) => Promise<O[]>, max = 64): TurnBatch<I, O> {
  let pending: { input: I; resolve: (output: O) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    while (pending.length > 0) {
      const batch = pending.slice(0, max);
      pending = pending.slice(max);
      // A `run` that throws before its promise exists fails its batch like one that rejects.
      Promise.resolve(batch.map((call) => call.input))
        .then(run)
        .then(
          (outputs) => {
            batch.forEach((call, index) => {
              call.resolve(outputs[index] as O);
            });
          },
          (error: unknown) => {
            for (const call of batch) call.reject(error);
          },
        );
    }
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
