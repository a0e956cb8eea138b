import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function TermsPage() {
  return <div><h1>TermsPage</h1><Outlet /></div>;
}
