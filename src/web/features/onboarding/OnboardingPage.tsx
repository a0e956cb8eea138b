import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function OnboardingPage() {
  return <div><h1>OnboardingPage</h1><Outlet /></div>;
}
