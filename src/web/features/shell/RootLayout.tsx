import { Outlet } from '@tanstack/react-router';
import { AlertBar } from '../../components/ui/alert-bar.tsx';
import { Toasts } from '../../components/ui/toasts.tsx';

/** Every page: the spec's top-centre alert bar and toast area around the routed content. */
export function RootLayout() {
  return (
    <>
      <AlertBar />
      <Outlet />
      <Toasts />
    </>
  );
}
