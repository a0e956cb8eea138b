// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastFailure } from '../../lib/failure-toast.ts';
import { OnFirstUse } from './on-first-use.tsx';
import { Toasts } from './toasts.tsx';

afterEach(cleanup);

describe('parts loaded on first use (ADR 12)', () => {
  it('shows the placeholder until it is used, then the lazy part for good', async () => {
    const load = vi.fn(async () => ({ default: () => <p data-testid="menu">menu</p> }));
    const Menu = lazy(load);
    render(
      <OnFirstUse
        placeholder={(activate) => (
          <button type="button" onClick={activate}>
            open
          </button>
        )}
      >
        <Menu />
      </OnFirstUse>,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByTestId('menu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'open' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mounts the toast area with the first failure, and shows that failure', async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe('');
    toastFailure('The server is busy', ((key: string) => key) as unknown as TFunction);
    expect(await screen.findByText('The server is busy', {}, { timeout: 3000 })).toBeTruthy();
  });
});
