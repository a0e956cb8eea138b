// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

describe('ReviewSummary', () => {
  it('shows reviews due with a way in, the streak and words known per language', async () => {
    fakeFetch((_method, path) =>
      path === '/review/stats'
        ? {
            body: {
              due: 12,
              newAvailable: 5,
              reviewedToday: 3,
              streak: { current: 4, longest: 9 },
              knownByLanguage: [{ language: 'fr', known: 40, learning: 10 }],
            },
          }
        : undefined,
    );
    renderPage(<ReviewSummary />);
    expect((await screen.findByTestId('dashboard-due-value')).textContent).toBe('12');
    expect(screen.getByTestId('dashboard-due').textContent).toContain('+5 new cards today · 3 reviewed today');
    expect(screen.getByTestId('dashboard-review-now').getAttribute('href')).toBe('/review');
    expect(screen.getByTestId('dashboard-streak-value').textContent).toBe('4 days');
    expect(screen.getByTestId('dashboard-streak').textContent).toContain('Longest: 9 days');
    expect(screen.getByTestId('dashboard-known-fr').textContent).toContain('40 known · 10 learning');
  });
});
