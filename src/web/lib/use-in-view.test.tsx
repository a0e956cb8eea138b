// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THRESHOLD, useInView } from './use-in-view.ts';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; disconnect: ReturnType<typeof vi.fn> }[] =
  [];

class FakeObserver {
  disconnect = vi.fn();
  constructor(
    public callback: Callback,
    public options?: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe() {}
}

function Sentinel({ onVisible, enabled }: { onVisible: () => void; enabled?: boolean }) {
  const ref = useInView<HTMLDivElement>(onVisible, { enabled });
  return <div ref={ref} />;
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('useInView', () => {
  it('observes with the spec threshold and reports when the element shows', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onVisible = vi.fn();
    const { unmount } = render(<Sentinel onVisible={onVisible} />);
    expect(observers[0]!.options?.threshold).toBe(DEFAULT_THRESHOLD);
    observers[0]!.callback([{ isIntersecting: false }]);
    expect(onVisible).not.toHaveBeenCalled();
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(onVisible).toHaveBeenCalledOnce();
    unmount();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('does not observe while disabled', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Sentinel onVisible={() => {}} enabled={false} />);
    expect(observers).toHaveLength(0);
  });
});
