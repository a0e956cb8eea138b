import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function NotFoundPage() {
  return <div><h1>NotFoundPage</h1><Outlet /></div>;
}
