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

  it('keeps the waitlist off unless WAITLIST_ENABLED=true (self-hosting, ADR 23)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).waitlistEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), WAITLIST_ENABLED: 'true' }).waitlistEnabled).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WAITLIST_ENABLED: 'yes' })).toThrow(/WAITLIST_ENABLED/);
  });

  it('believes no proxy unless TRUST_PROXY says which', () => {
    const trust = (value?: string) =>
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(32),
        TRUST_PROXY: value,
      }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1,fd00::/8')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8']);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '-1']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be true, false, a hop count or a comma-separated list/);
    }
  });

  it('trusts writes from BASE_URL, its local alias and CORS_ORIGINS', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      BASE_URL: 'http://localhost:5173/',
      CORS_ORIGINS: 'https://a.example',
    });
    expect(config.trustedOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173', 'https://a.example']);
    expect(loadConfig({ DATA_DIR: dataDir(), BASE_URL: 'https://lingoclip.example' }).trustedOrigins).toEqual([
      'https://lingoclip.example',
    ]);
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
