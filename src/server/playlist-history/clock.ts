import { readFileSync } from 'node:fs';

/**
 * The playlist-history clock (ADR 33). In production it is the system time. With TEST_CLOCK_FILE (only
 * accepted when NODE_ENV=test, config.ts) it adds the milliseconds the file holds, read on every call, so
 * an e2e journey writes 86400000 there to come back "tomorrow" without restarting the server.
 */
export function historyClock(testClockFile?: string): () => Date {
  if (!testClockFile) return () => new Date();
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(testClockFile, 'utf8').trim()) || 0;
    } catch {
      // No file yet: no offset.
    }
    return new Date(Date.now() + offset);
  };
}
