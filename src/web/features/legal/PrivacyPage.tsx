import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function PrivacyPage() {
  return <div><h1>PrivacyPage</h1><Outlet /></div>;
}
