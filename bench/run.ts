import { benchAiChat } from './ai-chat.ts';
import { benchCpu } from './cpu.ts';
import { benchLearner } from './learner.ts';
import { benchMaterialLlm } from './material-llm.ts';
import { benchMaterialOffline } from './material.ts';
import { benchMemory } from './memory.ts';
import { benchNoteGeneration } from './note-generation.ts';
import { benchNoteList } from './note-list.ts';
import { benchNoteTrace } from './note-trace.ts';
import { benchPages } from './pages.ts';
import { benchProfile } from './profile.ts';
import { benchStalls } from './stalls.ts';
import { benchThroughput } from './throughput.ts';

// `npm run bench`: every benchmark in one run; figures are compared as ratios within the run.
// `npm run bench -- notes` runs only the benchmarks whose name contains "notes".
const only = process.argv[2];
const benchmarks: [string, () => Promise<void>][] = [
  ['throughput', benchThroughput],
  ['notes-generation', benchNoteGeneration],
  ['notes-list', benchNoteList],
  ['material-offline', benchMaterialOffline],
  ['material-llm', benchMaterialLlm],
  ['learner-search', benchLearner],
  ['pages', benchPages],
  ['note-trace', benchNoteTrace],
  ['stalls', benchStalls],
  ['profile', benchProfile],
  ['cpu', benchCpu],
  ['ai-chat-first-token', benchAiChat],
  ['memory', benchMemory],
];
for (const [name, run] of benchmarks) {
  if (only && !name.includes(only)) continue;
  console.log(`\n## ${name}`);
  await run();
}
process.exit(0);
