// A local OpenAI-compatible stand-in (ADR 35) for trying the practice features without a model:
// `npm run ai:stand-in` prints the AI_* settings for `npm start`; `AI_STAND_IN=true npm run dev` starts it by
// itself. It echoes chat messages, answers study-material requests with well-formed material, speaks a
// tone as long as the text, and "hears" AI_STAND_IN_HEARD (empty by default). It is not a model.
import { startAiStandIn } from '../src/server/providers/ai/test/ai-stand-in.ts';

const heard = process.env.AI_STAND_IN_HEARD ?? '';
const standIn = await startAiStandIn({
  port: Number(process.env.AI_STAND_IN_PORT ?? 3902),
  transcribe: () => ({ text: heard }),
  firstTokenMs: 150,
  tokensPerSecond: 30,
});
const settings = {
  AI_BASE_URL: standIn.baseUrl,
  AI_MODEL: 'stand-in',
  AI_STT_MODEL: 'stand-in-stt',
  AI_TTS_MODEL: 'stand-in-tts',
};
console.log(JSON.stringify(settings));
if (!process.argv.includes('--json'))
  console.log(
    `AI stand-in at ${standIn.baseUrl}: start the app with ${Object.entries(settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
