import { AppError, type Prompt } from '@promptnest/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon, BracesIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsOnline } from '../../../lib/use-is-online';
import { usePrompt } from '../../../components/use-prompt';
import { createdLabel, templateTexts, updatedLabel } from '../texts';
import { useBlocks } from './use-blocks';
import { FormMode } from './form-mode';
import { TemplateNotFound } from './template-not-found';

// The block editor (and its drag and drop) loads when its tab is opened: most visits only fill the form.
const BlockEditor = lazy(async () => ({ default: (await import('./block-editor')).BlockEditor }));

/** /app/template/:id: loads the template, or shows it is not found (missing, malformed or not the user's). */
export function TemplateScreen() {
  const { id } = useParams();
  const query = usePrompt(id);
  useDocumentTitle(query.data?.title || 'Template');

  // A template once loaded stays on screen while a background refresh fails.
  if (query.data) return <TemplateView key={query.data.id} prompt={query.data} />;
  if (query.isValidId && query.isPending) return <LoadingState />;
  const isMissing = !query.isValidId || (query.error instanceof AppError && query.error.code === 'NOT_FOUND');
  if (isMissing || !query.error) return <TemplateNotFound />;
  return <TemplateNotFound failure={{ message: query.error.message, retry: () => void query.refetch() }} />;
}

type ScreenTab = 'form' | 'blocks';

function TemplateView({ prompt }: { prompt: Prompt }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<ScreenTab>('form');
  // Kept here, not in the tab, so switching tabs keeps the blocks being built.
  const blocks = useBlocks(prompt.content);
  // Filling works offline; building blocks changes the template, which waits for the connection.
  const isOnline = useIsOnline();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="ghost" size="icon" aria-label={templateTexts.back} onClick={() => void navigate(-1)}>
            <ArrowLeftIcon className="size-5" />
          </Button>
          <h1 className="min-w-0 flex-1 text-2xl font-semibold tracking-tight break-words">{prompt.title}</h1>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{createdLabel(prompt.createdAt)}</span>
          <span>{updatedLabel(prompt.updatedAt)}</span>
        </p>
        <p className="flex items-start gap-2 rounded-xl border bg-accent/40 p-3 text-sm">
          <BracesIcon className="mt-0.5 text-primary-text" />
          <span>{templateTexts.tip}</span>
        </p>
      </header>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ScreenTab)}>
        <TabsList className="sm:max-w-md">
          <TabsTrigger value="form">{templateTexts.formTab}</TabsTrigger>
          <TabsTrigger value="blocks">{templateTexts.blocksTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="form">
          <FormMode promptId={prompt.id} content={prompt.content} />
        </TabsContent>
        <TabsContent value="blocks">
          <fieldset disabled={!isOnline} className="contents">
            <Suspense fallback={<LoadingState />}>
              <BlockEditor promptId={prompt.id} savedContent={prompt.content} blocks={blocks} onExported={() => setTab('form')} />
            </Suspense>
          </fieldset>
        </TabsContent>
      </Tabs>
    </div>
  );
}
