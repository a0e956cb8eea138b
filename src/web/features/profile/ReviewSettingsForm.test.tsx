// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage, testProfile } from '../review/test-render.tsx';
import { ReviewSettingsForm } from './ReviewSettingsForm.tsx';
import type { Profile } from '../../lib/api-types.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

describe('ReviewSettingsForm', () => {
  it('shows the defaults, checks the number of new cards, and saves both settings', async () => {
    const calls = fakeFetch((method, path) =>
      method === 'PUT' && path === '/user/review-settings'
        ? { body: { ...testProfile(), desiredRetention: 0.85, newCardsPerDay: 30 } }
        : undefined,
    );
    const { client } = renderPage(<ReviewSettingsForm profile={testProfile()} />);
    const slider = (await screen.findByTestId('review-retention')) as HTMLInputElement;
    expect(slider.value).toBe('0.9');
    expect(screen.getByTestId('review-retention-value').textContent).toBe('90%');
    const save = screen.getByTestId('review-settings-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(slider, { target: { value: '0.85' } });
    expect(screen.getByTestId('review-retention-value').textContent).toBe('85%');
    const newCards = screen.getByTestId('review-new-cards');
    fireEvent.change(newCards, { target: { value: '900' } });
    fireEvent.click(save);
    expect(screen.getByText('Enter a whole number from 0 to 500.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(newCards, { target: { value: '30' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'PUT', path: '/user/review-settings', body: { desiredRetention: 0.85, newCardsPerDay: 30 } },
      ]),
    );
    await waitFor(() =>
      expect((client.getQueryData(['profile']) as Profile & { newCardsPerDay: number }).newCardsPerDay).toBe(30),
    );
  });
});
