import { spawnSync } from 'node:child_process';
import { type AiStandInOptions, startAiStandIn } from '../../providers/ai/test/ai-stand-in.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { learnerOf } from '../../test/learner.ts';
import type { ChatStreamEventDto } from '../schema.ts';

/** A test app whose chat, speech-to-text and speech models are a stand-in (ADR 35); '' in `env` leaves one out. */
export async function chatApp(standIn: AiStandInOptions = {}, env: Record<string, string> = {}) {
  const ai = await startAiStandIn(standIn);
  const settings: Record<string, string> = {
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'stand-in-chat',
    AI_STT_MODEL: 'stand-in-stt',
    AI_TTS_MODEL: 'stand-in-tts',
    TTS_PROVIDER: 'openai',
    RATE_LIMIT_WRITE_PER_MINUTE: '100000',
    ...env,
  };
  const t = await createTestApp({ env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value)) });
  const close = async () => {
    await t.close();
    await ai.close();
  };
  return { t, ai, close };
}

const KOREAN_SRT = [
  '1\n00:00:01,000 --> 00:00:03,000\n저는 학교에 가요.',
  '2\n00:00:04,000 --> 00:00:06,000\n친구를 만나요.',
  '3\n00:00:07,000 --> 00:00:09,000\n같이 점심을 먹어요.',
].join('\n\n');

/** A Korean note of the learner's (a subtitle import: no network), and its id. */
export async function koreanNote(t: TestApp, user: TestUser, title = 'school.srt'): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/v3/note/subtitle-import',
    user,
    payload: { fileName: title, content: KOREAN_SRT, language: 'ko' },
  });
  if (res.statusCode >= 300) throw new Error(`note import failed: ${res.statusCode} ${res.body}`);
  return res.json().entity.noteId as string;
}

/** A learner of Korean whose native language is English. */
export const koreanLearner = (t: TestApp) => learnerOf(t, 'ko', 'en');

/** The lines of a send-chat answer. */
export const eventsOf = (body: string): ChatStreamEventDto[] =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatStreamEventDto);

/** Units of `counter` used, read through a refused oversize take (taking 0 is not allowed). */
export async function unitsUsed(t: TestApp, userId: string, counter: 'aiChat' | 'aiCall'): Promise<number> {
  const { consumeQuota } = await import('../../subscriptions/quota.ts');
  return (await consumeQuota(t.database.db, userId, counter, 1_000_000)).used;
}

/** Korean speech as a WAV file, made with espeak-ng (as the e2e journey's fake microphone). */
export function koreanWav(text = '안녕하세요'): Buffer {
  const made = spawnSync('espeak-ng', ['-v', 'ko', '--stdout', text], { maxBuffer: 10 * 1024 * 1024 });
  if (made.status !== 0) throw new Error(`espeak-ng failed: ${made.stderr.toString()}`);
  return made.stdout;
}
