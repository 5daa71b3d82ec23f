import { FaqSection } from './faq-section';
import { FeatureCards } from './feature-cards';
import { FeatureHighlights } from './feature-highlights';
import { FinalCta } from './final-cta';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { MascotStory } from './mascot-story';
import { PricingSection } from './pricing-section';
import { TemplateDemo } from './template-demo';
import { WhyUsSection } from './why-us-section';

/**
 * The public landing page: its sections in the order of spec §2. It imports nothing of the app (prompts,
 * editor, Radix, zod), nor the router or the query library: the same page is the app's `/` route and, on a
 * direct load, its own light entry (landing.html, src/landing-main.tsx).
 */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection />
        <FeatureCards />
        <TemplateDemo />
        <WhyUsSection />
        <FeatureHighlights />
        <PricingSection />
        <FaqSection />
        <MascotStory />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
