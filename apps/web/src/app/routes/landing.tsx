import { LandingPage } from '../../features/landing/components/landing-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Your library of AI prompts and fill-in templates');
  return <LandingPage />;
}
