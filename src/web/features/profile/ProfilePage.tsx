import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function ProfilePage() {
  return <div><h1>ProfilePage</h1><Outlet /></div>;
}
