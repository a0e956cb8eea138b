import { serveTask } from '../../lib/worker-task.ts';
import type { AnkiNote } from './collection.ts';
import { buildApkg } from './package.ts';

export type ApkgTask = { deckName: string; notes: AnkiNote[]; media: { name: string; bytes: Uint8Array }[] };

// Writing the SQLite collection and zipping it with the audio is synchronous work that grows with the
// deck (up to 5,000 notes): it runs here, off the web process's event loop (ADR 13).
serveTask(({ deckName, notes, media }: ApkgTask) =>
  buildApkg(
    deckName,
    notes,
    media.map(({ name, bytes }) => ({ name, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })),
  ),
);
