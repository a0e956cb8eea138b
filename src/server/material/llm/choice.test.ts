import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { chooseGenerator } from '../choose-generator.ts';

const generatorFor = (env: Record<string, string> = {}) =>
  chooseGenerator(
    loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lingoclip-material-llm-')), ...env }).translation.ai,
  );

describe('which generator makes material', () => {
  it('is the LLM when a chat model is configured', () => {
    expect(generatorFor({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'qwen2.5' }).engine).toBe('llm');
  });

  it('is the offline rules otherwise, also when the endpoint only serves speech', () => {
    expect(generatorFor().engine).toBe('offline');
    expect(generatorFor({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_TTS_MODEL: 'tts-1' }).engine).toBe('offline');
  });
});
