import { createHash, randomBytes } from 'node:crypto';

export type Rng = () => number;

/** A fresh seed for a quiz asked without one; answered with the quiz so it can be rebuilt. */
export const newSeed = () => randomBytes(6).toString('hex');

/**
 * mulberry32 seeded from the seed text: the same seed builds the same quiz (tests, "retry this quiz"),
 * and any text works as a seed. Quality is ample for shuffling a few dozen cards.
 */
export function seededRng(seed: string): Rng {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
