import { CheckIcon, StarIcon } from '../../../components/ui/app-icons';
import { Pip } from '../../../components/pip';
import { TemplateText } from '../../../components/template-text';

const sampleTemplate =
  'Turn my notes into a weekly update for {{team}}. Lead with {{biggest win}}, keep blockers for the end, and stay under 150 words.';
const sampleValues = { team: 'the design team', 'biggest win': 'the new onboarding flow' };

/**
 * The hero's picture: a template as the library shows one, filled in and copied, with Pip on top. Made of
 * the app's own pieces (no screenshot to load) but drawn as a still picture, never as controls: no field
 * looks focused, nothing looks like a button. The live template is the demo further down the page.
 */
export function HeroPreview() {
  return (
    <figure className="relative mx-auto grid w-full max-w-md cursor-default gap-5 select-none lg:max-w-none">
      <div aria-hidden="true" className="relative">
        <Pip className="absolute -top-[4.75rem] right-4 z-10 w-28 sm:-top-[5.75rem] sm:right-6 sm:w-34" />
        <div className="absolute inset-0 translate-x-3 translate-y-3 rotate-2 rounded-2xl border bg-card/60" />
        <div className="relative rounded-2xl border bg-card p-5 shadow-xl shadow-primary/10 sm:p-6">
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">Template</span>
          <p className="mt-3 flex items-center gap-2 text-lg font-semibold tracking-tight">
            Weekly team update
            <StarIcon className="size-[1.125rem] fill-nest text-nest" />
          </p>
          <p className="mt-2 rounded-xl bg-muted/60 p-4 text-sm leading-relaxed">
            <TemplateText content={sampleTemplate} values={sampleValues} />
          </p>
          <dl className="mt-4 grid gap-1.5 text-sm">
            {Object.entries(sampleValues).map(([name, value]) => (
              <div key={name} className="flex flex-wrap items-baseline gap-x-2">
                <dt className="font-mono text-xs text-muted-foreground">{`{{${name}}}`}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap items-center gap-2 border-t pt-4">
            {['work', 'writing'].map((tag) => (
              <span key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                {tag}
              </span>
            ))}
            <span className="ml-auto inline-flex items-center gap-1.5 text-xs font-medium text-success-text">
              <CheckIcon />
              Copied, ready to paste
            </span>
          </div>
        </div>
      </div>
      <figcaption className="text-center text-sm text-muted-foreground">
        A template from a library, filled in and copied.
      </figcaption>
    </figure>
  );
}
