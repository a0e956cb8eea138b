import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it.each(['/dashboard', '/ko/profile', '/fr/tasks?page=2#top'])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    undefined,
    '',
    'dashboard',
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    'javascript:alert(1)',
    '/sign-in',
    '/ko/sign-up',
  ])('refuses %s', (target) => {
    expect(safeRedirectPath(target)).toBeUndefined();
  });
});
