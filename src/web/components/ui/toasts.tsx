import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, toasterStore } from '../../lib/failure-toast.ts';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** The spec's top-centre toast area, mounted with the first failure (lib/failure-toast.ts says why). */
export function Toasts() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors />
    </Suspense>
  );
}
