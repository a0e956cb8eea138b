import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apertiumProvider, findExecutable } from './apertium.ts';

const installed = findExecutable('apertium');
if (!installed)
  console.warn(
    'apertium tests skipped: the apertium binary is not on PATH (apt-get install apertium apertium-eng-spa)',
  );

describe.skipIf(!installed)('Apertium (Debian apertium + apertium-eng-spa)', () => {
  const provider = apertiumProvider(installed!);

  it('translates English sentences to Spanish and back', async () => {
    expect(await provider.translate({ text: 'The cat is sleeping on the red sofa.', from: 'en', to: 'es' })).toEqual({
      result: {
        text: 'The cat is sleeping on the red sofa.',
        translation: 'El gato está durmiendo en el sofá rojo.',
        alternatives: [],
        provider: 'apertium',
      },
    });
    expect(await provider.translate({ text: 'hola', from: 'es', to: 'en-US' })).toMatchObject({
      result: { translation: 'hello' },
    });
  });

  it('keeps a lone word lower-case, and misses words it passes through unknown', async () => {
    expect(await provider.translate({ text: 'house', from: 'en', to: 'es' })).toMatchObject({
      result: { translation: 'casa' },
    });
    expect(await provider.translate({ text: 'xyzzy', from: 'en', to: 'es' })).toEqual({
      miss: 'Apertium does not know “xyzzy”',
    });
  });

  it('says nothing for pairs it has no mode for', async () => {
    expect(await provider.translate({ text: 'Haus', from: 'de', to: 'en' })).toEqual({ miss: null });
  });
});

describe('running apertium', () => {
  it('is only offered when the binary exists', () => {
    expect(findExecutable('apertium-that-is-not-installed')).toBeNull();
    expect(findExecutable('/nonexistent/apertium')).toBeNull();
  });

  it('reports a failing binary as a provider failure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-apertium-'));
    const script = join(dir, 'apertium');
    writeFileSync(script, '#!/bin/sh\necho "Error: Mode eng-spa does not exist" >&2\nexit 1\n', { mode: 0o755 });
    expect(findExecutable('apertium', dir)).toBe(script);
    await expect(apertiumProvider(script).translate({ text: 'hi', from: 'en', to: 'es' })).rejects.toThrow(
      'Apertium failed: Error: Mode eng-spa does not exist',
    );
  });
});
