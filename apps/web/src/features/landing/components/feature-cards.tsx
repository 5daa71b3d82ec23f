import type { ComponentType } from 'react';
import { BracesIcon, LibraryIcon, LinkIcon } from '../../../components/ui/app-icons';
import { LandingSection } from './landing-section';

interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<{ className?: string }>;
}

const features: Feature[] = [
  {
    title: 'Keep what works',
    text: 'Save a prompt the moment it gets you a great answer. Tag it, star it, and it is still there next month, not lost three hundred chats ago.',
    Icon: LibraryIcon,
  },
  {
    title: 'Fill in, don’t rewrite',
    text: 'Put {{variables}} where the details change. Next time you fill in a short form and copy a finished prompt, with nothing to retype.',
    Icon: BracesIcon,
  },
  {
    title: 'Share with one link',
    text: 'Send a prompt to a teammate, a client or your group chat. They can fill it in and copy the result without making an account.',
    Icon: LinkIcon,
  },
];

/** Spec §2: the three feature cards, the target of the header's Features link. */
export function FeatureCards() {
  return (
    <LandingSection
      id="features"
      eyebrow="What it does"
      title="A home for the prompts you rely on"
      intro="Three things, done well, so your best prompts are never more than a search away."
    >
      <ul className="mt-14 grid gap-5 md:grid-cols-3">
        {features.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border bg-card p-6 shadow-sm shadow-primary/5">
            <span className="grid size-11 place-items-center rounded-xl bg-linear-to-br from-brand-from to-brand-to text-primary-foreground shadow-md shadow-primary/20">
              <Icon className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
