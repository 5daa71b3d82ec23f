import { renderToString } from 'react-dom/server';
import { LandingApp } from './landing-app';

/** The landing page as a signed-out visitor first sees it, as HTML for #root (scripts/prerender-landing.mjs). */
export function renderLanding(): string {
  return renderToString(<LandingApp />);
}
