/**
 * Builds a merchant's site again after the CMS saved into its content, without restarting anything: the site
 * server reads dist/<id>/ per request and buildTenant swaps the new site in whole. Saves that arrive while a build
 * runs are folded into one more build after it, and builds run one at a time (each astro build needs about 0.5 GB).
 * The editor asks for the state to say "publishing…", "live" or why the build failed.
 */

export interface RebuildState {
  state: 'idle' | 'building' | 'failed';
  /** When the site last went live from the CMS (ISO), if it did since the server started. */
  liveAt: string | null;
  /** The build's one-line failure, when the last build failed. */
  error: string | null;
}

export interface Rebuilder {
  request(tenantId: string): void;
  stateOf(tenantId: string): RebuildState;
  /** Settles once nothing is building or waiting (tests). */
  idle(): Promise<void>;
}

export function createRebuilder(build: (tenantId: string) => Promise<void>): Rebuilder {
  const states = new Map<string, RebuildState>();
  const waiting = new Set<string>();
  let chain = Promise.resolve();

  const stateOf = (id: string): RebuildState => states.get(id) ?? { state: 'idle', liveAt: null, error: null };

  function request(id: string): void {
    if (waiting.has(id)) return;
    waiting.add(id);
    states.set(id, { ...stateOf(id), state: 'building' });
    chain = chain.then(async () => {
      waiting.delete(id);
      try {
        await build(id);
        states.set(id, { state: waiting.has(id) ? 'building' : 'idle', liveAt: new Date().toISOString(), error: null });
      } catch (error) {
        states.set(id, { ...stateOf(id), state: 'failed', error: (error as Error).message });
      }
    });
  }

  return { request, stateOf, idle: () => chain };
}
