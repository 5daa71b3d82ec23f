import { buttonClassName } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { HeroPreview } from './hero-preview';
import { PageLink } from './page-link';
import { SectionLink } from './section-link';

/** Spec §2: the hero, with the 'Now in Beta' badge and Get Started Free. */
export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="relative overflow-hidden px-4 sm:px-6">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-24 h-[32rem] bg-linear-to-br from-brand-from/25 via-brand-to/10 to-transparent blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-16 pt-14 pb-8 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:pt-24 lg:pb-16">
        <div className="text-center lg:text-left">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
            Now in Beta
          </span>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Stop rewriting the prompts that{' '}
            <span className="bg-linear-to-br from-brand-text-from to-brand-text-to bg-clip-text text-transparent">already work</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            PromptNest is one tidy home for the prompts you use with ChatGPT, Claude and Gemini every day. Keep the
            ones that work, turn them into fill-in templates, find any of them in seconds, and share a link anyone can
            fill in and copy.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <PageLink to="/auth?tab=signup" className={cn(buttonClassName('primary', 'lg'), 'shadow-primary/30')}>
              Get Started Free
            </PageLink>
            <SectionLink to="demo" className={buttonClassName('outline', 'lg')}>
              Try a template
            </SectionLink>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Free for your first 5 prompts and 2 templates. No card needed.</p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
