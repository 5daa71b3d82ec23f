import { hasVariables, isTemplatePrompt, type SessionUser } from '@promptnest/core';
import { GlobeIcon } from '../../../components/ui/app-icons';
import { TemplateForm } from '../../../components/template-form';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSharedPrompt } from '../api/use-shared-prompt';
import { useSaveOnReturn } from '../hooks/use-save-on-return';
import { useSaveToAccount } from '../hooks/use-save-to-account';
import { useVisitorValues } from '../hooks/use-visitor-values';
import { CreditBlock } from './credit-block';
import { PlainPromptContent } from './plain-prompt-content';
import { SaveToAccount } from './save-to-account';
import { SharedPromptNotFound } from './shared-prompt-not-found';

interface SharedPromptPageProps {
  shareId: string;
  /** undefined while the session loads; null when signed out. */
  user: SessionUser | null | undefined;
}

/** Spec §2 "Public shared view": the prompt (a fill-in form for templates), its credit, and Save. */
export function SharedPromptPage({ shareId, user }: SharedPromptPageProps) {
  const query = useSharedPrompt(shareId);
  const prompt = query.data;
  const saving = useSaveToAccount(shareId);
  const visitorValues = useVisitorValues(shareId);
  useDocumentTitle(
    prompt?.title ?? (query.isError ? 'Prompt Not Found' : 'Shared Prompt'),
    // The same words the server put in the page's head for link previews.
    prompt ? prompt.description || prompt.content : query.isError ? "This shared prompt doesn't exist or is no longer available." : null,
  );
  useSaveOnReturn({ canSave: Boolean(prompt && user?.approved), save: saving.save });
  const isTemplate = prompt ? isTemplatePrompt({ isTemplate: prompt.is_template, content: prompt.content }) : false;

  return (
    <div className="grid gap-6">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <GlobeIcon />
        Shared prompt
      </p>
      {query.isPending ? (
        <LoadingState />
      ) : !prompt ? (
        <SharedPromptNotFound />
      ) : (
        <>
          <Card className="grid gap-6 p-5 sm:p-8">
            <header className="grid gap-3">
              {isTemplate && (
                <span className="justify-self-start rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
                  Template
                </span>
              )}
              <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{prompt.title}</h1>
              {prompt.description && <p className="text-muted-foreground">{prompt.description}</p>}
              {prompt.tags.length > 0 && (
                <ul aria-label="Tags" className="flex flex-wrap gap-2">
                  {prompt.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </header>
            {hasVariables(prompt.content) ? (
              <TemplateForm content={prompt.content} initialValues={visitorValues.initialValues} onValuesChange={visitorValues.remember} onClear={visitorValues.forget} />
            ) : (
              <PlainPromptContent content={prompt.content} />
            )}
            <CreditBlock name={prompt.credit_name} url={prompt.credit_url} />
          </Card>
          <SaveToAccount shareId={shareId} user={user} onSave={saving.save} isSaving={saving.isSaving} isSaved={saving.isSaved} />
        </>
      )}
    </div>
  );
}
