import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes } from './route-table';

/** The browser's router over the app's route table (route-table.tsx). */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
