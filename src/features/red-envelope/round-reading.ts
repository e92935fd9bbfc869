/**
 * Reading a raffleCall value without zod (see src/api/platform-value.ts): the floating button runs on every page,
 * visitors' included, so it ships no schema library. Anything unexpected reads as "no round".
 */
export interface RunningRound {
  id: number;
  endsAt: number;
  /** Envelopes are left to open. */
  open: boolean;
}

export function readRound(value: unknown): RunningRound | null {
  const round = (value as { round?: unknown } | null)?.round as Record<string, unknown> | null | undefined;
  if (!round || typeof round.id !== 'number' || typeof round.endsAt !== 'string') return null;
  const endsAt = Date.parse(round.endsAt);
  if (!Number.isFinite(endsAt)) return null;
  return { id: round.id, endsAt, open: round.stock === 'plenty' || round.stock === 'few' };
}
