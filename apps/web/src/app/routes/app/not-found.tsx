import { AppNotFoundPage } from '../not-found';

/** /app/* that is no page of the app (spec §2: any other path shows the 404 page). */
export function Component() {
  return <AppNotFoundPage />;
}
