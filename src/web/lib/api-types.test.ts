import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every statement of a file that names a module of src/server (imports, re-exports, dynamic imports). */
function serverReferences(text: string): string[] {
  const statements = text.match(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s*'[^']*'|import\(\s*'[^']*'\s*\)/g) ?? [];
  return statements.map((s) => s.trim()).filter((s) => /'(?:\.\.\/)+server\//.test(s));
}

describe('the web reaches the server only through api-types.ts', () => {
  const files = sources(WEB).map((path) => ({ path: relative(WEB, path), text: readFileSync(path, 'utf8') }));

  it('no other file of src/web names a server module', () => {
    const offenders = files
      .filter(({ path }) => path !== 'lib/api-types.ts')
      .flatMap(({ path, text }) => serverReferences(text).map((statement) => `${path}: ${statement}`));
    expect(offenders).toEqual([]);
  });

  it('api-types.ts takes only types, and only from the domains’ schema.ts files', () => {
    const text = files.find(({ path }) => path === 'lib/api-types.ts')!.text;
    const references = serverReferences(text);
    expect(references.length).toBeGreaterThan(0);
    for (const statement of references)
      expect(statement).toMatch(/^import type (?:\* as \w+|\{[^}]*\}) from '\.\.\/\.\.\/server\/[a-z-]+\/schema\.ts'$/);
  });
});
