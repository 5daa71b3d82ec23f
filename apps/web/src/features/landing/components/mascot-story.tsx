import { LandingSection } from './landing-section';
import { Pip } from '../../../components/pip';

/** Spec §2: the mascot story. Our mascot is Pip, a small bird who collects good prompts into a nest, as the name PromptNest suggests. */
export function MascotStory() {
  return (
    <LandingSection id="pip" eyebrow="Meet Pip" title="The little bird who keeps the good ones" isTinted>
      <div className="mx-auto mt-12 grid max-w-5xl items-center gap-10 md:grid-cols-[auto_1fr] md:gap-14">
        <div className="relative mx-auto">
          <div aria-hidden="true" className="absolute inset-4 rounded-full bg-linear-to-br from-brand-from/25 to-brand-to/20 blur-2xl" />
          <Pip label="Pip, a small indigo bird, sitting in a nest of prompt cards" className="relative w-56 sm:w-64" />
        </div>
        <div className="grid gap-5 text-lg text-pretty text-muted-foreground">
          <p>
            Pip began as a doodle in the margin of the notebook where we kept our first prompts. Whenever one of us
            found a prompt that really worked, somebody would say: <em className="text-foreground">save that one for the nest</em>.
          </p>
          <p>
            So Pip got a job. Pip flies through your day picking up the good prompts: the one that untangles a
            spreadsheet formula, the one that makes a cover letter sound like you, the one that turns a rambling voice
            memo into a plan. Each one is carried home, labelled and tucked in, ready for the next time you need it.
          </p>
          <p>
            Pip is picky, in the best way. Only prompts that earned their place go into the nest, which is why it is
            such a good place to start. And there is always room for one more of yours.
          </p>
        </div>
      </div>
    </LandingSection>
  );
}
