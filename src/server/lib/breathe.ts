/**
 * Long loops on the web process call `await breathe()` at each step: once `BUDGET_MS` has passed since
 * the event loop last had a turn, it waits one `setImmediate`, so timers and incoming requests run.
 * Awaiting alone is not enough: the embedded database (PGlite) answers with already-settled promises,
 * so a job made only of queries and computation never leaves the microtask queue (ADR 13).
 */
const BUDGET_MS = 20;
let lastTurn = performance.now();

export const yieldToLoop = (): Promise<void> =>
  new Promise((resolve) =>
    setImmediate(() => {
      lastTurn = performance.now();
      resolve();
    }),
  );

export function breathe(): Promise<void> | undefined {
  return performance.now() - lastTurn > BUDGET_MS ? yieldToLoop() : undefined;
}
