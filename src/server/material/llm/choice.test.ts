import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createProviders } from '../../providers/index.ts';
import { chooseGenerator } from '../choose-generator.ts';

const providersFor = (env: Record<string, string> = {}) =>
  createProviders(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lingoclip-material-llm-')), ...env }), {
    db: {} as Db,
  });

describe('which generator makes material', () => {
  it('is the LLM when a chat model is configured', () => {
    const providers = providersFor({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'qwen2.5' });
    expect(providers.materialLlm?.engine).toBe('llm');
    expect(chooseGenerator(providers)).toBe(providers.materialLlm);
  });

  it('is the offline rules otherwise, also when the endpoint only serves speech', () => {
    expect(chooseGenerator(providersFor()).engine).toBe('offline');
    expect(
      chooseGenerator(providersFor({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_TTS_MODEL: 'tts-1' })).engine,
    ).toBe('offline');
  });
});
