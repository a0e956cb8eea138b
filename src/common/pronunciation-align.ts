/** One step of an alignment: `a` indexes the target sequence, `b` the heard one. */
export type AlignOp =
  | { kind: 'match' | 'substitute'; a: number; b: number }
  | { kind: 'delete'; a: number }
  /** Inserted before target item `a` (a = target length: after the last). */
  | { kind: 'insert'; a: number; b: number };

/**
 * Levenshtein alignment with a substitution cost of the caller's choosing (0 for equal items; a deletion
 * or an insertion costs 1). Returns the cheapest edit script in order. Ties prefer a match or a
 * substitution over a deletion, and a deletion over an insertion, so the script reads left to right.
 */
export function alignSequences<T>(
  a: readonly T[],
  b: readonly T[],
  substitution: (x: T, y: T) => number,
): { cost: number; ops: AlignOp[] } {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const cost = new Float64Array(rows * cols);
  for (let i = 1; i < rows; i++) cost[i * cols] = i;
  for (let j = 1; j < cols; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const diagonal = cost[(i - 1) * cols + j - 1]! + substitution(a[i - 1]!, b[j - 1]!);
      const up = cost[(i - 1) * cols + j]! + 1;
      const left = cost[i * cols + j - 1]! + 1;
      cost[i * cols + j] = Math.min(diagonal, up, left);
    }
  }
  const ops: AlignOp[] = [];
  let i = a.length;
  let j = b.length;
  const near = (x: number, y: number) => Math.abs(x - y) < 1e-9;
  while (i > 0 || j > 0) {
    const here = cost[i * cols + j]!;
    if (i > 0 && j > 0) {
      const step = substitution(a[i - 1]!, b[j - 1]!);
      if (near(here, cost[(i - 1) * cols + j - 1]! + step)) {
        ops.push({ kind: step === 0 ? 'match' : 'substitute', a: i - 1, b: j - 1 });
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && near(here, cost[(i - 1) * cols + j]! + 1)) {
      ops.push({ kind: 'delete', a: i - 1 });
      i--;
      continue;
    }
    ops.push({ kind: 'insert', a: i, b: j - 1 });
    j--;
  }
  return { cost: cost[a.length * cols + b.length]!, ops: ops.reverse() };
}
