import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingState } from '../../components/ui/spinner';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** While the first page's code loads. Appears only after a moment, so fast loads show no flash. */
export function InitialLoading() {
  return <LoadingState fullScreen className="appear-delayed" />;
}
