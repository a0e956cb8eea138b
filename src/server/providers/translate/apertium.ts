import { baseLanguage } from '../../../common/languages.ts';
import { spawn } from 'node:child_process';
import { inBackground } from '../../lib/background-process.ts';
import { randomUUID } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join } from 'node:path';
import { found, missed, TranslationProviderError, type TranslationProvider } from './types.ts';

/** Debian's apertium-eng-spa modes; there are no other pairs for the app's languages. */
const MODES: Record<string, string> = { 'en>es': 'eng-spa', 'es>en': 'spa-eng' };
const TIMEOUT_MS = 5000;

/** The binary's full path when it is installed (on PATH or given absolutely), else null. */
export function findExecutable(name: string, path = process.env.PATH ?? ''): string | null {
  const candidates = isAbsolute(name)
    ? [name]
    : path
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; try the next directory
    }
  }
  return null;
}

/** Rule-based English ↔ Spanish, in process-per-call (about 0.15 s, mostly start-up). */
export function apertiumProvider(binary: string): TranslationProvider {
  return {
    name: 'apertium',
    general: false,
    usesContext: false,
    async translate(request) {
      const mode = MODES[`${baseLanguage(request.from)}>${baseLanguage(request.to)}`];
      if (!mode) return missed();
      const input = request.text.trim();
      const output = cleanOutput(await run(binary, mode, input));
      if (!output || output.toLowerCase() === input.toLowerCase()) return missed(`Apertium does not know “${input}”`);
      // Apertium capitalises a lone word ("house" → "Casa"); keep the learner's casing.
      const translation =
        /^\p{Ll}/u.test(input) && !/\s/.test(input) ? output.charAt(0).toLowerCase() + output.slice(1) : output;
      return found({ text: request.text, translation, alternatives: [], provider: 'apertium' });
    },
  };
}

/** `#` and `@` mark words Apertium could not generate or transfer; the word itself is still useful. */
const cleanOutput = (text: string) =>
  text
    .replace(/(^|\s)[#@*](?=\p{L})/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The text goes in as a file: the apertium script reads `/dev/stdin` by path, which cannot be
 * opened when stdin is the socket Node gives child processes.
 */
async function run(binary: string, mode: string, input: string): Promise<string> {
  const file = join(tmpdir(), `lingoclip-apertium-${randomUUID()}.txt`);
  await writeFile(file, input);
  try {
    return await execute(binary, ['-u', mode, file]);
  } finally {
    await rm(file, { force: true });
  }
}

function execute(binary: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = inBackground(
      spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: TIMEOUT_MS, killSignal: 'SIGKILL' }),
    );
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) =>
      reject(new TranslationProviderError('apertium', `Apertium could not run: ${error.message}`, { cause: error })),
    );
    child.on('close', (code, signal) => {
      if (signal)
        return reject(
          new TranslationProviderError('apertium', `Apertium did not answer within ${TIMEOUT_MS / 1000} s`),
        );
      if (code !== 0)
        return reject(
          new TranslationProviderError(
            'apertium',
            `Apertium failed: ${Buffer.concat(err).toString('utf8').trim() || `exit code ${code}`}`,
          ),
        );
      resolve(Buffer.concat(out).toString('utf8'));
    });
  });
}
