import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function LandingPage() {
  return <div><h1>LandingPage</h1><Outlet /></div>;
}
