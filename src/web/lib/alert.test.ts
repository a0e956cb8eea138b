// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh store per test: the alert is module state shared by the whole app.
let alert: typeof import('./alert.ts');

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  alert = await import('./alert.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('alert store', () => {
  it('starts closed as an info alert without a message', () => {
    expect(alert.getAlert()).toEqual({ open: false, type: 'info', message: '', loading: false });
  });

  it('opens with info by default and with the given type otherwise', () => {
    alert.showAlert('Hello');
    expect(alert.getAlert()).toEqual({ open: true, type: 'info', message: 'Hello', loading: false });
    alert.showAlert('Saved', 'success');
    expect(alert.getAlert()).toMatchObject({ open: true, type: 'success', message: 'Saved' });
  });

  it.each(['info', 'success', 'warning', 'error'] as const)(
    'auto-hides a %s alert after 6000 ms and keeps its message',
    (type) => {
      alert.showAlert('Heads up', type);
      vi.advanceTimersByTime(5999);
      expect(alert.getAlert().open).toBe(true);
      vi.advanceTimersByTime(1);
      expect(alert.getAlert()).toEqual({ open: false, type, message: 'Heads up', loading: false });
    },
  );

  it('restarts the 6000 ms countdown when a new message replaces the old one', () => {
    alert.showAlert('First');
    vi.advanceTimersByTime(4000);
    alert.showAlert('Second', 'warning');
    vi.advanceTimersByTime(4000);
    expect(alert.getAlert()).toMatchObject({ open: true, message: 'Second' });
    vi.advanceTimersByTime(2000);
    expect(alert.getAlert().open).toBe(false);
  });

  it('hides on demand and keeps the last message and type', () => {
    alert.showAlert('Careful', 'error');
    alert.hideAlert();
    expect(alert.getAlert()).toEqual({ open: false, type: 'error', message: 'Careful', loading: false });
  });

  it("opens a loading info alert with 'Loading...' or the given message", () => {
    alert.showAlert('Done', 'success');
    alert.setAlertLoading(true);
    expect(alert.getAlert()).toEqual({ open: true, type: 'info', message: 'Loading...', loading: true });
    alert.setAlertLoading(true, 'Saving your settings');
    expect(alert.getAlert()).toMatchObject({ message: 'Saving your settings', loading: true });
  });

  it('never auto-closes a loading alert, even when it replaced a timed one', () => {
    alert.showAlert('Timed');
    alert.setAlertLoading(true);
    vi.advanceTimersByTime(60_000);
    expect(alert.getAlert()).toMatchObject({ open: true, loading: true });
  });

  it('ignores dismissal while loading but honours it otherwise', () => {
    alert.setAlertLoading(true);
    alert.dismissAlert();
    expect(alert.getAlert()).toMatchObject({ open: true, loading: true });
    alert.showAlert('Ready');
    alert.dismissAlert();
    expect(alert.getAlert()).toMatchObject({ open: false, message: 'Ready' });
  });

  it('closes the loading alert when loading is turned off, and leaves other alerts alone', () => {
    alert.setAlertLoading(true);
    alert.setAlertLoading(false);
    expect(alert.getAlert()).toMatchObject({ open: false, loading: false, message: 'Loading...' });
    alert.showAlert('Saved', 'success');
    alert.setAlertLoading(false);
    expect(alert.getAlert()).toMatchObject({ open: true, type: 'success' });
  });

  it('notifies subscribers of every change through useAlert', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => alert.useAlert());
    act(() => alert.showAlert('Live', 'warning'));
    expect(result.current).toMatchObject({ open: true, type: 'warning', message: 'Live' });
  });
});
