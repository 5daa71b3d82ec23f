import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The build writes the signed-out page into #root (scripts/prerender-landing.mjs): take it over. The dev
// server's landing.html has an empty #root: render from scratch.
if (container.firstElementChild) hydrateRoot(container, <LandingApp />);
else createRoot(container).render(<LandingApp />);
