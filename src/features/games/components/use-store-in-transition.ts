import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value for a part that may show it a moment late: its changes render in a transition, which React
 * splits into short tasks and lets a keystroke interrupt. nanostores' useStore renders every change at once,
 * inside the event that made it (useSyncExternalStore cannot be deferred), so the lobby's list would be
 * rendered again in each keystroke's own task before the box could show the key.
 */
export function useStoreInTransition<Value>(store: ReadableAtom<Value>): Value {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    // Whatever changed between the first render and this subscription is taken now.
    setValue(store.get());
    return store.listen((next) => startTransition(() => setValue(next)));
  }, [store]);
  return value;
}
