import { Outlet, ScrollRestoration } from 'react-router';
import { DeferredToaster } from '../../components/deferred-toaster';
import { LoadingState } from '../../components/ui/spinner';

/** Every page. The toaster mounts here, under the first page, so it loads after that page has painted. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <DeferredToaster />
    </>
  );
}

/** While the first page's code loads. Appears only after a moment, so fast loads show no flash. */
export function InitialLoading() {
  return <LoadingState fullScreen className="appear-delayed" />;
}
