import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Logo } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import { PricingSection } from './pricing-section';

/** The public landing page (placeholder: header, hero and pricing; the full page comes with the landing issue). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-10 border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link to="/" className="flex items-center rounded-lg" aria-label="PromptNest home">
            <Logo />
          </Link>
          <nav aria-label="Account" className="flex items-center gap-2">
            {/* Phones get the menu drawer with the full landing page; until then the header keeps to its two links. */}
            <a href="#pricing" className={cn(buttonClassName('ghost', 'sm'), 'max-sm:hidden')}>
              Pricing
            </a>
            <Link to="/auth?tab=signin" className={buttonClassName('ghost', 'sm')}>
              Login
            </Link>
            <Link to="/auth?tab=signup" className={buttonClassName('primary', 'sm')}>
              Sign Up
            </Link>
          </nav>
        </div>
      </header>

      <main className="flex flex-1 flex-col">
        <div className="relative flex flex-1 items-center overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-linear-to-br from-brand-from/20 via-brand-to/10 to-transparent blur-3xl"
          />
          <section className="relative mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
            <span className="rounded-full border border-primary/20 bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
              Now in Beta
            </span>
            <h1 className="mt-6 bg-linear-to-br from-brand-from to-brand-to bg-clip-text text-5xl font-bold tracking-tight text-transparent sm:text-6xl">
              PromptNest
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              Your personal library for AI prompts and reusable templates: write, tag, favourite, share and reuse them.
            </p>
            <Link to="/auth?tab=signup" className={cn(buttonClassName('primary', 'lg'), 'mt-8 shadow-lg shadow-primary/25')}>
              Get Started Free
            </Link>
          </section>
        </div>
        <PricingSection />
      </main>

      <footer className="border-t py-6 text-center text-sm text-muted-foreground">© 2024 PromptNest</footer>
    </div>
  );
}
