import { runTask } from '../../lib/worker-task.ts';
import type { LearningLanguage } from '../../language/index.ts';
import type { MaterialDrafts, MaterialGenerator, MaterialInput, MaterialTools } from '../types.ts';

export type OfflineTask =
  | { kind: 'generate'; input: MaterialInput }
  | { kind: 'shows-point'; text: string; pointId: string; language: LearningLanguage };

const MATERIAL_WORKER = new URL('./material.worker.ts', import.meta.url);

/** The offline rules read lines' text, times and translations, never their word timings: those stay here (copying them to the worker took ~50 ms of this thread for a long note). */
const withoutWordTimings = (input: MaterialInput): MaterialInput => ({
  ...input,
  lines: input.lines.map(({ words: _, ...line }) => ({ ...line, words: [] })),
});

/** The translator stays on this thread (it owns the database); the worker asks it. */
const translateHere = (tools: MaterialTools) => ({
  translate: (request: Parameters<MaterialTools['translator']['translate']>[0]) => tools.translator.translate(request),
});

/**
 * Material from the language engine's rules, word lists and the configured translator: no model,
 * no network of its own, a 10-minute note in well under two seconds. The translator decides how
 * many translations there are (dictionaries cover single words; sentences need a service). The work
 * runs on a worker thread with the engine there (ADR 13); `tools.engine` is not used on this thread.
 * It writes no stories: grammar notes show the catalogue's written examples instead (ADR 17).
 */
export const offlineGenerator: MaterialGenerator = {
  engine: 'offline',
  generate: (input, tools, onProgress) =>
    runTask<OfflineTask, MaterialDrafts>(
      MATERIAL_WORKER,
      { kind: 'generate', input: withoutWordTimings(input) },
      { ...translateHere(tools), progress: (percent: number) => onProgress(percent) },
    ),
};

/**
 * Whether a model's text uses a catalogue grammar point, by the point's own detector. It runs on
 * the material worker, where the language engine (and Japanese's dictionary) is already loaded.
 */
export const showsPointOnWorker = (text: string, pointId: string, language: LearningLanguage): Promise<boolean> =>
  runTask<OfflineTask, boolean>(MATERIAL_WORKER, { kind: 'shows-point', text, pointId, language }, {});
