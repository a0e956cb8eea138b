import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAiStandIn } from '../src/server/providers/ai/test/ai-stand-in.ts';
import { startServer } from './server-process.ts';

const FIRST_TOKEN_MS = 200;
/** The free plan's 20 AI chats a period, less a few to spare. */
const RUNS = 16;
const PORT = 3987;
const SRT = '1\n00:00:01,000 --> 00:00:03,000\n저는 학교에 가요.\n\n2\n00:00:04,000 --> 00:00:06,000\n친구를 만나요.\n';

/** Milliseconds from `started` until the body holds something `isToken` accepts. */
async function untilFirst(response: Response, isToken: (text: string) => boolean, started: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  let at = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value;
    if (Number.isNaN(at) && isToken(seen)) at = performance.now() - started;
  }
  return at;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Time to the first streamed token (ADR 36): through POST /v3/ai-chat/send-chat on the compiled server in its
 * own process (sign-in, the note's grounding, the thread, the quota, the first NDJSON `delta`), against the
 * stand-in's own first token asked directly. The stand-in waits FIRST_TOKEN_MS before it. Goal: ≤ 50 ms more.
 */
export async function benchAiChat(): Promise<void> {
  const ai = await startAiStandIn({ chat: () => '좋아요! 학교에서 뭐 해요?', firstTokenMs: FIRST_TOKEN_MS });
  const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-bench-chat-'));
  const server = await startServer({
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      AI_BASE_URL: ai.baseUrl,
      AI_MODEL: 'stand-in',
      TTS_PROVIDER: 'browser',
      LOG_LEVEL: 'warn',
    },
  });
  const headers = { 'content-type': 'application/json', origin: server.url };
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'chat-bench@example.com', password: 'bench-password-1', name: 'Bench' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method, headers: { ...headers, cookie }, body: JSON.stringify(body) });
  const main = { language: 'ko', level: 'intermediate' };
  await call('PUT', '/v3/user/language-setting', { nativeLanguage: 'en', mainLearningLanguage: main });
  const note = await call('POST', '/v3/note/subtitle-import', { fileName: 'bench.srt', content: SRT, language: 'ko' });
  const { noteId } = ((await note.json()) as { entity: { noteId: string } }).entity;

  const direct: number[] = [];
  const api: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let started = performance.now();
    const own = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'stand-in', stream: true, messages: [{ role: 'user', content: '안녕하세요' }] }),
    });
    direct.push(await untilFirst(own, (text) => /"content":"[^"]/.test(text), started));
    started = performance.now();
    const ours = await call('POST', '/v3/ai-chat/send-chat', { noteId, message: '안녕하세요' });
    if (!ours.ok) throw new Error(`send-chat answered ${ours.status}: ${await ours.text()}`);
    api.push(await untilFirst(ours, (text) => text.includes('"type":"delta"'), started));
  }
  const overhead = median(api) - median(direct);
  console.log(`stand-in first token (asked directly): median ${median(direct).toFixed(1)} ms`);
  console.log(
    `through POST /v3/ai-chat/send-chat:   median ${median(api).toFixed(1)} ms (p90 ${[...api].sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]!.toFixed(1)} ms)`,
  );
  console.log(`overhead: ${overhead.toFixed(1)} ms (goal ≤ 50 ms) ${overhead <= 50 ? 'ok' : 'OVER'}`);
  await server.stop();
  await ai.close();
  rmSync(dataDir, { recursive: true, force: true });
}
