import { Outlet } from '@tanstack/react-router';

// Placeholder replaced by the feature's real page.
export function PricingPage() {
  return <div><h1>PricingPage</h1><Outlet /></div>;
}
