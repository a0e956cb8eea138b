import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function AppLayout() {
  return <div><h1>AppLayout</h1><Outlet /></div>;
}
