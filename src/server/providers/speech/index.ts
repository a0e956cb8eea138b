import { ConfigError, type SpeechConfig } from '../../config.ts';
import type { LanguageEngine } from '../../language/index.ts';
import { createEspeakSpeech, detectEspeak } from './espeak-speech.ts';
import { createOpenAiSpeech } from './openai-speech.ts';
import type { SpeechSynthesizer } from './types.ts';

export type { SpeechSynthesizer } from './types.ts';

/**
 * The text-to-speech engine configuration asks for; null means none, and clients speak with the
 * browser's own speech synthesis. `auto` prefers a configured endpoint, then espeak-ng when installed.
 */
export function createConfiguredSpeech(
  config: SpeechConfig,
  deps: { detect?: () => ReadonlySet<string> | null; language?: Pick<LanguageEngine, 'ready' | 'tokenize'> } = {},
): SpeechSynthesizer | null {
  const detect = deps.detect ?? detectEspeak;
  const espeak = () => {
    const voices = detect();
    return voices ? createEspeakSpeech({ voices, language: deps.language }) : null;
  };
  switch (config.provider) {
    case 'browser':
      return null;
    case 'openai':
      if (!config.openai)
        throw new ConfigError('Invalid configuration:\n  TTS_PROVIDER: openai needs AI_BASE_URL and AI_TTS_MODEL');
      return createOpenAiSpeech(config.openai);
    case 'espeak': {
      const synthesizer = espeak();
      if (!synthesizer)
        throw new ConfigError(
          'Invalid configuration:\n  TTS_PROVIDER: espeak needs the programs espeak-ng and ffmpeg (Debian packages espeak-ng, ffmpeg)',
        );
      return synthesizer;
    }
    case 'auto':
      return config.openai ? createOpenAiSpeech(config.openai) : espeak();
  }
}
