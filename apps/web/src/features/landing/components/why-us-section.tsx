import { CheckIcon } from '../../../components/ui/app-icons';
import { LandingSection } from './landing-section';

const promises = [
  'Works with ChatGPT, Claude, Gemini and any tool that takes text.',
  'Private until you share: nothing is public unless you make a link.',
  'No lock-in: export everything to CSV, or host PromptNest yourself.',
];

/** Spec §2: the why-us text. */
export function WhyUsSection() {
  return (
    <LandingSection id="why-us" eyebrow="Why PromptNest" title="Your prompts deserve better than a notes app" isTinted>
      <div className="mx-auto mt-12 grid max-w-5xl gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div className="grid gap-5 text-lg text-pretty text-muted-foreground">
          <p>
            If you use AI every day, you already have prompts that work: the one that turns meeting notes into action
            items, the one that makes a code review kind, the one that gets a cover letter right the first time. Right
            now they live in a notes app, a doc called “prompts final v2” and a hundred old chats.
          </p>
          <p>
            PromptNest gives them one home. It does this one job and stays out of your way: open it, search, fill in,
            copy, and get back to your work. A good prompt is text you should only have to write once.
          </p>
        </div>
        <ul className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm">
          {promises.map((promise) => (
            <li key={promise} className="flex gap-3">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-primary/10 text-primary-text">
                <CheckIcon className="size-3.5" />
              </span>
              <span>{promise}</span>
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
