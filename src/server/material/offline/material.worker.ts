import { sharedEngine } from '../../language/shared-engine.ts';
import { serveTask } from '../../lib/worker-task.ts';
import type { TranslationRequest, TranslationResult } from '../../providers/translate/types.ts';
import { showsPoint } from '../grammar/index.ts';
import type { MaterialTools } from '../types.ts';
import { generateOffline } from './generate.ts';
import type { OfflineTask } from './index.ts';

// The offline material's computation (tokens, lemmas, word choice, grammar, study guide: seconds for a
// long note) runs here, off the web process's event loop. Translations are asked of the main thread,
// whose translator owns the database and the translation cache (ADR 13).
serveTask(async (task: OfflineTask, call) => {
  const tools: MaterialTools = {
    engine: sharedEngine,
    translator: {
      translate: (request: TranslationRequest) => call('translate', request) as Promise<TranslationResult>,
    },
  };
  if (task.kind === 'generate')
    return generateOffline(task.input, tools, async (percent) => void (await call('progress', percent)));
  return showsPoint(task.text, task.pointId, task.language, sharedEngine);
});
