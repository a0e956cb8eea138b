import { mapWithLimit } from '../../lib/map-limit.ts';
import { TRANSLATION_CONCURRENCY, translateForLearner } from '../../translation/service.ts';
import type { MaterialInput, MaterialTools } from '../types.ts';

/** Every line's translation: the video's own translation track first (better than anything made here), else the translator's. */
export function lineTranslations(input: MaterialInput, tools: MaterialTools): Promise<(string | null)[]> {
  return mapWithLimit(
    input.lines,
    TRANSLATION_CONCURRENCY,
    async (line) => line.translation ?? (await translateForLearner(tools, input, line.text)),
  );
}
