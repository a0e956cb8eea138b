import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lingoclip-config-'));

describe('loadConfig', () => {
  it('needs nothing to start locally', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      env: 'development',
      baseUrl: 'http://localhost:3000',
      runWorker: true,
      corsOrigins: [],
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.authSecret).toBe(readFileSync(join(dir, 'auth-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dataDir() })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
  });

  it('requires a real secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '4000',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://x@h/db',
      DATA_DIR: dataDir(),
    });
    expect(config.port).toBe(4000);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.databaseUrl).toBe('postgres://x@h/db');
  });

  it('imports installed dictionaries on start with PostgreSQL, not on the embedded database, unless told', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).dictionary).toEqual({ autoImport: false, dir: '/usr/share/dictd' });
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@h/db' }).dictionary.autoImport).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir(), DICTIONARY_AUTO_IMPORT: 'true', DICTIONARY_DIR: '/srv/dict' }).dictionary,
    ).toEqual({ autoImport: true, dir: '/srv/dict' });
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@h/db', DICTIONARY_AUTO_IMPORT: 'false' }).dictionary
        .autoImport,
    ).toBe(false);
  });
});
