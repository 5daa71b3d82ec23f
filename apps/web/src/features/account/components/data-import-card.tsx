import { ImportPromptsButton } from '../../../components/import-prompts/import-prompts-button';
import { LayersIcon } from '../../../components/ui/app-icons';
import { AccountCard } from './account-card';

/** Bring prompts in from PromptNest files and other tools (docs/decisions/0017-import-and-export.md). */
export function DataImportCard() {
  return (
    <AccountCard title="Data Import" Icon={LayersIcon} description="Bring prompts in from a PromptNest export, Open WebUI, prompts.chat, Langfuse or Markdown files.">
      <ImportPromptsButton />
    </AccountCard>
  );
}
