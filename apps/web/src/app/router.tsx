import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { InitialLoading, RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { PlaceholderPage } from './routes/app/placeholder-page';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

/**
 * Spec §2 "Route table". Pages load lazily, so a visitor of the landing page downloads neither the
 * forms nor the app. Every other path, inside /app or outside, is the 404 page.
 */
const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      { path: '/', lazy: () => import('./routes/landing') },
      { path: '/auth', lazy: () => import('./routes/auth') },
      {
        Component: PublicLayout,
        children: [
          { path: '/confirm-deletion', lazy: () => import('./routes/confirm-deletion') },
          { path: '/shared/:shareId', lazy: () => import('./routes/shared-prompt') },
        ],
      },
      {
        path: '/app',
        lazy: () => import('./routes/app-area'),
        children: [
          { index: true, element: <PlaceholderPage title="All Prompts" /> },
          { path: 'favorites', element: <PlaceholderPage title="Favorites" /> },
          { path: 'templates', element: <PlaceholderPage title="Templates" /> },
          { path: 'shared', element: <PlaceholderPage title="Shared Prompts" /> },
          { path: 'trash', element: <PlaceholderPage title="Trash" /> },
          { path: 'account', lazy: () => import('./routes/app/account') },
          { path: 'template/:id', element: <PlaceholderPage title="Template" /> },
          { path: 'prompt/new', element: <PlaceholderPage title="New Prompt" /> },
          { path: 'prompt/:id', element: <PlaceholderPage title="Edit Prompt" /> },
          { path: 'prompt/edit/:id', element: <PlaceholderPage title="Edit Prompt" /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
