import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function SignUpPage() {
  return <div><h1>SignUpPage</h1><Outlet /></div>;
}
