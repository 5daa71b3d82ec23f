import { Link } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page';
import { PageLinkProvider, type PageLinkProps } from '../../features/landing/components/page-link';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Inside the app the landing page's links are the router's: leaving it needs no reload. */
const renderRouterLink = ({ to, ...props }: PageLinkProps) => <Link to={to} {...props} />;

/**
 * `/` reached inside the app (after signing out, from a 404 page). A direct load of `/` gets the page's own
 * light entry instead (landing.html, src/landing-main.tsx), with the same components.
 */
export function Component() {
  useDocumentTitle('Your library of AI prompts and fill-in templates');
  return (
    <PageLinkProvider value={renderRouterLink}>
      <LandingPage />
    </PageLinkProvider>
  );
}
