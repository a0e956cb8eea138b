import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function SignInPage() {
  return <div><h1>SignInPage</h1><Outlet /></div>;
}
