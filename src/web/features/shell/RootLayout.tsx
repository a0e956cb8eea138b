import { Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { AlertBar } from '../../components/ui/alert-bar.tsx';

/** Every page: the spec's top-centre alert bar and toast area around the routed content. */
export function RootLayout() {
  return (
    <>
      <AlertBar />
      <Outlet />
      <Toaster position="top-center" richColors />
    </>
  );
}
