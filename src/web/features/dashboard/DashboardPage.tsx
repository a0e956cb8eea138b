import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function DashboardPage() {
  return <div><h1>DashboardPage</h1><Outlet /></div>;
}
