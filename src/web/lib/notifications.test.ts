import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The rule of lib/alert.ts: the alert bar for progress and outcomes, toasts for failures, never both. */

const WEB = join(import.meta.dirname, '..');

function appSources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appSources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|test-/.test(entry.name)) return [];
    return [{ path: relative(WEB, path), text: readFileSync(path, 'utf8') }];
  });
}

/** The text of every `showAlert(…)` call, up to its closing parenthesis. */
function showAlertCalls(text: string): string[] {
  return [...text.matchAll(/\bshowAlert\(/g)].map(({ index }) => {
    let depth = 0;
    for (let i = index; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) return text.slice(index, i + 1);
    }
    return text.slice(index);
  });
}

describe('one notification channel per kind of event', () => {
  const files = appSources(WEB);

  it('toasts only through toastFailure (lib/failure-toast.ts), which toasts failures only', () => {
    // A static import, or the lazy one of failure-toast.ts (`import('sonner')` … `({ toast })`).
    const toasting = files.filter(
      ({ text }) =>
        /import\s*\{[^}]*\btoast\b[^}]*\}\s*from\s*'sonner'/.test(text) ||
        (/import\('sonner'\)/.test(text) && /\(\{[^}]*\btoast\b[^}]*\}\)/.test(text)),
    );
    expect(toasting.map(({ path }) => path)).toEqual(['lib/failure-toast.ts']);
    expect(files.find(({ path }) => path === 'lib/failure-toast.ts')!.text).not.toMatch(
      /toast\.(?!error\b)\w+|toast\(/,
    );
  });

  it('never puts a failure in the alert bar', () => {
    const errorAlerts = files.filter(({ text }) => showAlertCalls(text).some((call) => call.includes("'error'")));
    expect(errorAlerts.map(({ path }) => path)).toEqual([]);
  });
});
