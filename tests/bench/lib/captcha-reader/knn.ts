/**
 * Brute-force k-nearest neighbours (squared Euclidean) for k = 1..MAX_K in one pass: each query keeps its
 * MAX_K best training rows, and a partial distance that already exceeds the worst of them stops early.
 */
export const MAX_K = 5;

export class NeighbourIndex {
  private rows: Float32Array;
  private count = 0;

  constructor(
    readonly dims: number,
    capacity: number,
  ) {
    this.rows = new Float32Array(dims * capacity);
  }

  readonly labels: string[] = [];

  add(vector: Float32Array, label: string): void {
    this.rows.set(vector, this.count * this.dims);
    this.labels.push(label);
    this.count++;
  }

  /** Indexes of the MAX_K nearest rows, nearest first. */
  nearest(query: Float32Array): number[] {
    const best: { index: number; distance: number }[] = [];
    let worst = Infinity;
    const { dims, rows } = this;
    for (let r = 0; r < this.count; r++) {
      const base = r * dims;
      let distance = 0;
      for (let d = 0; d < dims; d++) {
        const diff = (rows[base + d] as number) - (query[d] as number);
        distance += diff * diff;
        if (distance >= worst) break;
      }
      if (distance >= worst) continue;
      best.push({ index: r, distance });
      best.sort((a, b) => a.distance - b.distance);
      if (best.length > MAX_K) best.pop();
      if (best.length === MAX_K) worst = (best.at(-1) as { distance: number }).distance;
    }
    return best.map((b) => b.index);
  }
}

/** Majority label among the first k neighbours (ties go to the nearer one). */
export function vote(labels: string[], k: number): string {
  const tally = new Map<string, number>();
  for (const [rank, label] of labels.slice(0, k).entries())
    tally.set(label, (tally.get(label) ?? 0) + 1 + (k - rank) * 1e-3);
  return [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}
