import { planLimits } from '@promptnest/core';
import type { ReactNode } from 'react';
import { planDetails } from '../../../components/plan-names';
import { ChevronDownIcon } from '../../../components/ui/app-icons';
import { LandingSection } from './landing-section';

const free = planLimits.free;
const pro = planLimits.pro;

const questions: { question: string; answer: ReactNode }[] = [
  {
    question: 'Is PromptNest free?',
    answer: `Yes. The Free plan costs ${planDetails.free.price} and keeps ${free.prompts} prompts and ${free.templates} templates, with unlimited sharing and CSV export, and no card to enter. Pro (${planDetails.pro.price} a month) raises that to ${pro.prompts} of each, and Max (${planDetails.max.price}) has no limits at all.`,
  },
  {
    question: 'What is a template?',
    answer: (
      <>
        A prompt with blanks. Write <code className="rounded bg-accent px-1 text-accent-foreground">{'{{variable}}'}</code> wherever the
        details change, as in “Summarise {'{{document}}'} for {'{{audience}}'}”. Each variable becomes a field, so
        reusing the prompt means filling in a short form and pressing Copy.
      </>
    ),
  },
  {
    question: 'Can I share a prompt with someone who has no account?',
    answer:
      'Yes. Sharing gives a prompt a public, view-only link. Anyone who opens it can read it, fill in a template and copy the result without signing up. If they want to keep it, one click saves it to their own library once they join. You can unshare it at any time.',
  },
  {
    question: 'What happens when I downgrade?',
    answer:
      'Nothing is deleted. Your existing prompts are kept, but only the newest within your new plan’s limit are visible. Upgrade again and the rest reappear, just as you left them.',
  },
  {
    question: 'Can I export my prompts?',
    answer:
      'Any time, on every plan. Settings has a one-click export of your whole library to a CSV file, with titles, descriptions, content, tags and dates, ready for a spreadsheet or another tool.',
  },
  {
    question: 'Can I host PromptNest myself?',
    answer: (
      <>
        Yes, it is self-hostable with two commands:{' '}
        <code className="rounded bg-accent px-1 text-accent-foreground">npm install</code> and{' '}
        <code className="rounded bg-accent px-1 text-accent-foreground">npm start</code>. All it needs is Node.js: it brings its own
        database, and your prompts never leave your server.
      </>
    ),
  },
];

/** Spec §2: the FAQ. Native disclosure widgets: keyboard and screen-reader support without any script. */
export function FaqSection() {
  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Questions, answered">
      <div className="mx-auto mt-12 grid max-w-3xl gap-3">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group rounded-2xl border bg-card shadow-sm open:shadow-md">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDownIcon className="size-5 text-muted-foreground transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
