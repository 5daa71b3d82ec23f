import type { ComponentType } from 'react';
import { ClockIcon, DownloadIcon, LayersIcon, RestoreIcon, SearchIcon, TagIcon } from '../../../components/ui/app-icons';
import { LandingSection } from './landing-section';

interface Highlight {
  title: string;
  text: string;
  Icon: ComponentType<{ className?: string }>;
}

const highlights: Highlight[] = [
  {
    title: 'Search that keeps up',
    text: 'Titles, text and tags in one search box. Even with thousands of prompts, the right one is a few letters away.',
    Icon: SearchIcon,
  },
  {
    title: 'Tags and favourites',
    text: 'Group prompts by project, client or tool, and star the handful you reach for every day.',
    Icon: TagIcon,
  },
  {
    title: 'A block editor',
    text: 'Build long prompts from instructions, examples and conditions, then export them as one clean prompt.',
    Icon: LayersIcon,
  },
  {
    title: 'Autosave and drafts',
    text: 'Edits save as you type. Close the tab halfway through a thought and your draft is waiting when you return.',
    Icon: ClockIcon,
  },
  {
    title: 'A forgiving trash',
    text: 'Deleted prompts wait in the trash for 30 days, so a slip of the finger costs you nothing.',
    Icon: RestoreIcon,
  },
  {
    title: 'Your data, your way',
    text: 'Export every prompt to CSV whenever you like, or run PromptNest on a server of your own.',
    Icon: DownloadIcon,
  },
];

/** Spec §2: the feature highlights. */
export function FeatureHighlights() {
  return (
    <LandingSection
      id="highlights"
      eyebrow="The details"
      title="Small things that add up"
      intro="The parts you notice on the hundredth prompt, not just the first."
    >
      <ul className="mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {highlights.map(({ title, text, Icon }) => (
          <li key={title} className="flex gap-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground">
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold tracking-tight">{title}</h3>
              <p className="mt-1.5 text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
