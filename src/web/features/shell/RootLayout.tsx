import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function RootLayout() {
  return <div><h1>RootLayout</h1><Outlet /></div>;
}
