import { fillTemplate, isTemplateComplete, parseVariables } from '@promptnest/core';
import { useId, useState } from 'react';
import { copyText } from '../../../components/clipboard';
import { fireConfetti } from '../../../components/confetti';
import { loadToast } from '../../../components/lazy-toast';
import { TemplateText } from '../../../components/template-text';
import { CheckIcon, CopyIcon } from '../../../components/ui/app-icons';
import { buttonClassName } from '../../../components/ui/button-styles';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { VariableField } from '../../../components/variable-field';
import { cn } from '../../../lib/cn';
import { LandingSection } from './landing-section';

/** Spec §2 / §5: the demo's variables are Text and Tone. */
const demoTemplate =
  'Here is something I wrote:\n\n{{Text}}\n\nRewrite it in a {{Tone}} tone. Keep every fact and the meaning, use plain words, stay close to the original length, and give me two versions to choose from.';
const demoVariables = parseVariables(demoTemplate);

/** One-click tones, so trying the demo takes a few seconds. */
const toneIdeas = ['friendly', 'confident', 'formal', 'playful'];

/** Spec §5 "Template forms" and §8, word for word. */
const incompleteHint = 'Fill in all required fields to see the complete template.';
const copyFailed = { title: 'Failed to copy', description: 'Please try again.' };
const copied = { title: 'Copied to clipboard', description: 'The generated prompt text is ready to use!' };

/** Toasts load with their first use: most visitors never copy, and the landing page stays light. */
async function showToast(kind: 'success' | 'error', message: { title: string; description: string }) {
  const toast = await loadToast();
  toast[kind](message.title, { description: message.description });
}

/**
 * Spec §2 "interactive template demo", on the shared template code: the same variable parsing, fields and
 * preview as real templates. Copy waits until both fields hold something; an empty one shows its {{token}}.
 */
export function TemplateDemo() {
  const [values, setValues] = useState<Record<string, string>>({});
  const [isCopied, markCopied] = useCopiedFlag();
  const hintId = useId();
  const isComplete = isTemplateComplete(demoTemplate, values);
  const setValue = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function handleCopy() {
    try {
      await copyText(fillTemplate(demoTemplate, values));
    } catch {
      await showToast('error', copyFailed);
      return;
    }
    markCopied();
    void fireConfetti();
    await showToast('success', copied);
  }

  return (
    <LandingSection
      id="demo"
      eyebrow="Try it now"
      title="Fill in a template, right here"
      intro="This one rewrites any text in the tone you need. Fill in both fields, watch the prompt come together, then copy it into your AI tool."
    >
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 rounded-3xl border bg-card p-5 shadow-xl shadow-primary/5 sm:p-8 lg:grid-cols-[1fr_1.2fr]">
        <div className="grid content-start gap-5">
          <h3 className="text-lg font-semibold tracking-tight">Fill in the template</h3>
          {demoVariables.map((variable) => (
            <VariableField key={variable.name} variable={variable} value={values[variable.name] ?? ''} onChange={(value) => setValue(variable.name, value)} />
          ))}
          <div className="-mt-2 flex flex-wrap items-center gap-2" role="group" aria-label="Tone ideas">
            {toneIdeas.map((tone) => (
              <button
                key={tone}
                type="button"
                aria-pressed={values.Tone === tone}
                onClick={() => setValue('Tone', tone)}
                className="h-8 cursor-pointer rounded-full border pointer-coarse:h-10 max-sm:h-10 px-3 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-pressed:border-primary/40 aria-pressed:bg-accent aria-pressed:text-accent-foreground"
              >
                {tone}
              </button>
            ))}
          </div>
        </div>

        <div className="grid min-w-0 content-start gap-3">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-lg font-semibold tracking-tight">Preview</h3>
            <button
              type="button"
              disabled={!isComplete}
              aria-describedby={hintId}
              onClick={() => void handleCopy()}
              className={cn(buttonClassName('primary', 'sm'), 'min-w-24')}
            >
              {isCopied ? <CheckIcon /> : <CopyIcon />}
              {isCopied ? 'Copied!' : 'Copy'}
            </button>
          </div>
          <div
            data-testid="demo-preview"
            className="min-h-52 rounded-xl border bg-muted/50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap"
          >
            <TemplateText content={demoTemplate} values={values} />
          </div>
          {/* Always one text or the other here, so the page does not jump when the hint goes. */}
          <p id={hintId} aria-live="polite" className={cn('text-sm', isComplete ? 'text-success-text' : 'text-muted-foreground')}>
            {isComplete ? 'Ready: copy it and paste it into ChatGPT, Claude or Gemini.' : incompleteHint}
          </p>
        </div>
      </div>
    </LandingSection>
  );
}
