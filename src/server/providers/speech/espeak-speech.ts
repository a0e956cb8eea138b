import { spawnSync } from 'node:child_process';
import { createLanguageEngine, type LanguageEngine, type Token } from '../../language/index.ts';
import { espeakToMp3 } from './espeak-pipeline.ts';
import { espeakVoiceFor, parseVoiceList } from './espeak-voices.ts';
import { toSpeakableKana } from './japanese-kana.ts';
import { checkSpeechText, SpeechError, type SpeechSynthesizer } from './types.ts';

/** A sentence at a learner's pace; a single word slower, so each sound can be heard. */
export const SENTENCE_WPM = 150;
export const WORD_WPM = 120;

let detected: ReadonlySet<string> | null | undefined;

/**
 * The installed espeak-ng voices, or null when espeak-ng or ffmpeg is missing. Asked once per
 * process (two short synchronous runs at start-up) because configuration is chosen synchronously.
 */
export function detectEspeak(): ReadonlySet<string> | null {
  if (detected !== undefined) return detected;
  const ffmpeg = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 5000 });
  const espeak = spawnSync('espeak-ng', ['--voices'], { encoding: 'utf8', timeout: 5000 });
  detected = ffmpeg.status === 0 && espeak.status === 0 ? parseVoiceList(espeak.stdout) : null;
  return detected;
}

export type EspeakSpeechOptions = {
  voices: ReadonlySet<string>;
  /** For Japanese readings; the shared engine is made on first Japanese text when not given. */
  language?: Pick<LanguageEngine, 'ready' | 'tokenize'>;
  timeoutMs?: number;
  /** The espeak-ng → MP3 step; tests replace it to see exactly what would be spoken. */
  render?: typeof espeakToMp3;
};

/** Offline speech: espeak-ng renders WAV, ffmpeg encodes it to MP3. Robotic, but instant and free. */
export function createEspeakSpeech(options: EspeakSpeechOptions): SpeechSynthesizer {
  let language = options.language;
  const render = options.render ?? espeakToMp3;
  const voiceFor = (lang: string) => espeakVoiceFor(lang, options.voices);
  return {
    name: 'espeak',
    voiceFor,
    async synthesize(text, lang) {
      const voice = voiceFor(lang);
      if (!voice) throw new SpeechError(`espeak-ng has no voice for "${lang}"`);
      let spoken = checkSpeechText(text);
      let singleWord = isSingleWord(spoken);
      if (lang === 'ja') {
        language ??= createLanguageEngine();
        await language.ready();
        const tokens = language.tokenize(spoken, 'ja');
        singleWord = tokens.filter(isContentWord).length <= 1;
        spoken = toSpeakableKana(spoken, tokens);
      }
      const audio = await render({
        voice,
        text: spoken,
        wordsPerMinute: singleWord ? WORD_WPM : SENTENCE_WPM,
        timeoutMs: options.timeoutMs ?? 20_000,
      });
      return { audio, mimeType: 'audio/mpeg' };
    },
  };
}

/** One word in a spaced script: no spaces and no punctuation (a hyphen inside is part of it). */
export const isSingleWord = (text: string): boolean =>
  !/[\s\p{P}]/u.test(text.replace(/(?<=\p{L})[-'’](?=\p{L})/gu, ''));

/** 行きます is one word to a learner: endings and particles do not count. */
const isContentWord = (token: Token) => token.isWordLike && !['aux', 'adp', 'part'].includes(token.pos);
