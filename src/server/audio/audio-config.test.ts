import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lingoclip-config-')) });
const s3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'media',
  S3_ACCESS_KEY_ID: 'AKID',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('speech and storage configuration', () => {
  it('defaults to automatic speech and local files under DATA_DIR/media', () => {
    const env = base();
    const config = loadConfig(env);
    expect(config.speech).toEqual({ provider: 'auto', openai: undefined });
    expect(config.storage).toEqual({ kind: 'local', dir: join(config.dataDir, 'media') });
  });

  it('reads an OpenAI-compatible speech endpoint, with alloy as the default voice', () => {
    const env = {
      ...base(),
      AI_BASE_URL: 'http://127.0.0.1:8880/v1',
      AI_MODEL: 'chat',
      AI_API_KEY: 'sk',
      AI_TTS_MODEL: 'kokoro',
    };
    expect(loadConfig(env).speech.openai).toEqual({
      baseUrl: 'http://127.0.0.1:8880/v1',
      apiKey: 'sk',
      model: 'kokoro',
      voice: 'alloy',
    });
    expect(loadConfig({ ...env, AI_TTS_VOICE: 'af_heart', TTS_PROVIDER: 'openai' }).speech).toMatchObject({
      provider: 'openai',
      openai: { voice: 'af_heart' },
    });
  });

  it('refuses TTS_PROVIDER=openai without an endpoint and a speech model', () => {
    expect(() => loadConfig({ ...base(), TTS_PROVIDER: 'openai' })).toThrow(
      new ConfigError(
        'Invalid configuration:\n  TTS_PROVIDER: openai needs AI_BASE_URL and AI_TTS_MODEL (the speech model the endpoint serves)',
      ),
    );
  });

  it('names an unknown TTS_PROVIDER or STORAGE', () => {
    expect(() => loadConfig({ ...base(), TTS_PROVIDER: 'polly' })).toThrow(
      'TTS_PROVIDER: must be one of auto, openai, espeak, browser',
    );
    expect(() => loadConfig({ ...base(), STORAGE: 'gcs' })).toThrow('STORAGE: must be local or s3');
  });

  it('reads S3 storage, in us-east-1 unless told otherwise', () => {
    expect(loadConfig({ ...base(), ...s3, STORAGE: 's3' }).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...base(), ...s3, STORAGE: 's3', S3_REGION: 'auto' }).storage).toMatchObject({
      region: 'auto',
    });
  });

  it('names every S3 variable that STORAGE=s3 still needs', () => {
    expect(() => loadConfig({ ...base(), STORAGE: 's3', S3_BUCKET: 'media' })).toThrow(
      'STORAGE: s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });
});
