import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * For component tests: renders `ui` as the only page of a memory router, so links and useLocale work.
 * The router renders after its first load; query the result with findBy….
 */
export function InRouter({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const rootRoute = createRootRoute({ component: () => children });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  return <RouterProvider router={router as never} />;
}
