import { StrictMode } from 'react';
import { OnDemandToaster } from '../components/on-demand-toaster';
import { LandingPage } from '../features/landing/components/landing-page';

/**
 * The landing page's own entry, as rendered in the browser (landing-main.tsx) and at build time
 * (render-landing.tsx): one tree for both, so hydration finds what the build wrote. No router and no query
 * library: links are plain (page-link.tsx), the session is read with fetch, and toasts mount on first use.
 */
export function LandingApp() {
  return (
    <StrictMode>
      <LandingPage />
      <OnDemandToaster />
    </StrictMode>
  );
}
