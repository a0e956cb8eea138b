import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { parseVoiceList } from './espeak-voices.ts';
import { createConfiguredSpeech } from './index.ts';

const openai = { baseUrl: 'http://127.0.0.1:1/v1', model: 'tts-1', voice: 'alloy' };
const installed = () => new Set(['en-us', 'ja']);
const missing = () => null;

describe('choosing the speech engine from configuration', () => {
  it('auto: a configured endpoint first, then espeak-ng when installed, else the browser', () => {
    expect(createConfiguredSpeech({ provider: 'auto', openai }, { detect: installed })?.name).toBe('openai');
    expect(createConfiguredSpeech({ provider: 'auto' }, { detect: installed })?.name).toBe('espeak');
    expect(createConfiguredSpeech({ provider: 'auto' }, { detect: missing })).toBeNull();
  });

  it('an explicit choice is taken as given', () => {
    expect(createConfiguredSpeech({ provider: 'openai', openai }, { detect: installed })?.name).toBe('openai');
    expect(createConfiguredSpeech({ provider: 'espeak', openai }, { detect: installed })?.name).toBe('espeak');
    expect(createConfiguredSpeech({ provider: 'browser', openai }, { detect: installed })).toBeNull();
  });

  it('refuses TTS_PROVIDER=openai without an endpoint', () => {
    expect(() => createConfiguredSpeech({ provider: 'openai' }, { detect: installed })).toThrow(
      'openai needs AI_BASE_URL and AI_TTS_MODEL',
    );
  });

  it('refuses to start with TTS_PROVIDER=espeak when espeak-ng is missing', () => {
    expect(() => createConfiguredSpeech({ provider: 'espeak' }, { detect: missing })).toThrow(ConfigError);
    expect(() => createConfiguredSpeech({ provider: 'espeak' }, { detect: missing })).toThrow(
      'espeak needs the programs espeak-ng and ffmpeg',
    );
  });

  it('uses the real espeak-ng detection by default', () => {
    expect(createConfiguredSpeech({ provider: 'auto' })?.voiceFor('ja')).toBe('ja');
  });
});

describe('parseVoiceList', () => {
  it('reads the voice names of `espeak-ng --voices`', () => {
    const output = [
      'Pty Language       Age/Gender VoiceName          File                 Other Languages',
      ' 5  af              --/M      Afrikaans          gmw/af',
      ' 2  en-us           --/M      English_(America)  gmw/en-US            (en 3)',
      '',
    ].join('\n');
    expect([...parseVoiceList(output)]).toEqual(['af', 'en-us']);
  });
});
