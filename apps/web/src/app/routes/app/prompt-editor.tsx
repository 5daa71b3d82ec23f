import { PromptEditorPage } from '../../../features/editor/components/prompt-editor-page';

/** /app/prompt/new, /app/prompt/:id and /app/prompt/edit/:id (spec §2 "Prompt editor"). */
export function Component() {
  return <PromptEditorPage />;
}
