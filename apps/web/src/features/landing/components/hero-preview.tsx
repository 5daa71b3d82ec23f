import { CopyIcon, StarIcon } from '../../../components/ui/app-icons';
import { TemplateText } from '../../../components/template-text';
import { Pip } from './pip';

const sampleTemplate =
  'Turn my notes into a weekly update for {{team}}. Lead with {{biggest win}}, keep blockers for the end, and stay under 150 words.';

/**
 * The hero's picture: a template card as the library shows one, half filled in, with Pip on top. Made of
 * the app's own pieces (no screenshot to load); decorative, since the text beside it says the same.
 */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <Pip className="absolute -top-[4.75rem] right-4 z-10 w-28 sm:-top-[5.75rem] sm:right-6 sm:w-34" />
      <div className="absolute inset-0 translate-x-3 translate-y-3 rotate-2 rounded-2xl border bg-card/60" />
      <div className="relative rounded-2xl border bg-card p-5 shadow-xl shadow-primary/10 sm:p-6">
        <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">Template</span>
        <p className="mt-3 flex items-center gap-2 text-lg font-semibold tracking-tight">
          Weekly team update
          <StarIcon className="size-[1.125rem] fill-nest text-nest" />
        </p>
        <p className="mt-2 rounded-xl border bg-muted/50 p-4 text-sm leading-relaxed">
          <TemplateText content={sampleTemplate} values={{ team: 'the design team' }} />
        </p>
        <div className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div className="grid gap-1.5">
            <span className="font-medium">team</span>
            <span className="rounded-lg border bg-card px-3 py-2">the design team</span>
          </div>
          <div className="grid gap-1.5">
            <span className="font-medium">biggest win</span>
            <span className="rounded-lg border border-ring bg-card px-3 py-2 text-muted-foreground ring-3 ring-ring/25">
              Enter biggest win...
            </span>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {['work', 'writing'].map((tag) => (
            <span key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
              {tag}
            </span>
          ))}
          <span className="ml-auto inline-flex h-8 items-center gap-1.5 rounded-lg bg-primary px-3 text-sm font-medium text-primary-foreground">
            <CopyIcon />
            Copy
          </span>
        </div>
      </div>
    </div>
  );
}
