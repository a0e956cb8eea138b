import { serveTask } from '../lib/worker-task.ts';
import { subtitleLines } from './subtitle-lines.ts';

// A 2 MB file takes ~200 ms to parse and merge into lines: off the web process's event loop (ADR 13).
serveTask(subtitleLines);
