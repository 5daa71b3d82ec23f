import { PageLink } from './page-link';

/** Spec §2: the final call to action, before the footer. */
export function FinalCta() {
  return (
    <section id="get-started" aria-labelledby="get-started-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-linear-to-br from-brand-from to-brand-to px-6 py-14 text-center text-primary-foreground shadow-xl shadow-primary/20 sm:px-12 sm:py-20">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-white/5" />
        <h2 id="get-started-heading" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Give your best prompts a home
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-pretty text-white">
          Save your first prompt in under a minute. The free plan is yours to keep, and Pip will take good care of
          everything you put in the nest.
        </p>
        {/* The button look, inverted for the coloured band (buttonClassName's colours would clash with these). */}
        <PageLink
          to="/auth?tab=signup"
          className="relative mt-8 inline-flex h-11 items-center justify-center rounded-lg bg-white px-6 text-base font-semibold text-primary shadow-lg transition-colors hover:bg-white/90 focus-visible:outline-white"
        >
          Create your free account
        </PageLink>
      </div>
    </section>
  );
}
